import { lazy, Suspense, useState } from 'react';
import type { Location, MapConfig } from '@consent/domain';
import { useMapTiles, type Outline } from '../../api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { addressLine } from './features';
// The map's own styles (its height, the marker): with the panel, wherever it is shown (site location, the council's view).
import './location.css';

// Leaflet is loaded only when a site location is on screen, so the other pages stay small.
const SiteMap = lazy(() => import('./SiteMap'));

interface Props {
  locations: Location[];
  outlines: Outline[];
  mapConfig: Pick<MapConfig, 'DefaultLatitude' | 'DefaultLongitude' | 'DefaultZoom'> | null;
  /** Placing the marker in the enlarged map: the site is found at that point (the geocoder by coordinates). */
  onPlace?: (latitude: number, longitude: number) => void;
}

/** The map canvas with its enlarge action: the 'Address Marker' dialog, 95% of the window each way. */
export function MapPanel({ locations, outlines, mapConfig, onPlace }: Props) {
  const tilesQuery = useMapTiles();
  // Without the setting (not loaded yet) the map waits; when it cannot be read the map is drawn without tiles.
  const tiles = tilesQuery.isError ? { url: null, attribution: '' } : (tilesQuery.data ?? null);
  const [enlarged, setEnlarged] = useState(false);
  const withPoint = locations.find((l) => l.latitude !== null && l.longitude !== null) ?? null;
  const marker: [number, number] | null =
    withPoint && withPoint.latitude !== null && withPoint.longitude !== null
      ? [withPoint.latitude, withPoint.longitude]
      : null;
  const center: [number, number] = marker ?? [
    mapConfig?.DefaultLatitude ?? -41.29,
    mapConfig?.DefaultLongitude ?? 174.78,
  ];
  const label = withPoint ? `Map of ${addressLine(withPoint)}, with its parcel outlined` : 'Map of the council area';
  const map = (key: string, place?: (latitude: number, longitude: number) => void) => (
    <Suspense fallback={<p>Loading the map…</p>}>
      <SiteMap
        key={key}
        center={center}
        zoom={mapConfig?.DefaultZoom ?? 6}
        marker={marker}
        outlines={outlines}
        tiles={tiles}
        label={label}
        onPlace={place}
      />
    </Suspense>
  );
  const place = onPlace
    ? (latitude: number, longitude: number) => {
        setEnlarged(false);
        onPlace(latitude, longitude);
      }
    : undefined;
  return (
    <div className="map-panel">
      {map('small')}
      <Button
        variant="secondary"
        onClick={() => {
          setEnlarged(true);
        }}
      >
        Enlarge map
      </Button>
      <Dialog
        title="Address Marker"
        isOpen={enlarged}
        onClose={() => {
          setEnlarged(false);
        }}
        size="map"
      >
        {place ? (
          <p id="map-place-hint" className="field__hint">
            Not in the address list? Click the site on the map to place the marker there; we find its address and
            parcel.
          </p>
        ) : null}
        <div className="map-panel__large">{map('large', place)}</div>
      </Dialog>
    </div>
  );
}
