import { lazy, Suspense, useEffect, useState } from 'react';
import type { Location, MapConfig } from '@consent/domain';
import { useMapTiles, type Outline } from '../../api';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { addressLine } from './features';
// The map's own styles (its height, the marker): with the panel, wherever it is shown (site location, the council's view).
import './location.css';

// Leaflet is loaded only when a map is on screen, so the other pages stay small.
const SiteMap = lazy(() => import('./SiteMap'));

/**
 * Whether the element has come into the window yet (and stays true once it has). The small map below the site's
 * fields is drawn, and Leaflet loaded, only once the person scrolls to it or the page opens with it in view: a person
 * finding the site by its address, by keyboard or with a screen reader, never waits for the map's code (ADR 0094).
 * Without IntersectionObserver it counts as seen at once.
 */
function useSeen(): [seen: boolean, slot: (element: Element | null) => void] {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [seen, element]);
  return [seen, setElement];
}

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
  const [smallSeen, smallSlot] = useSeen();
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
    // The small map's fallback is its waiting box, so the page below does not move while Leaflet arrives.
    <Suspense
      fallback={
        key === 'small' ? (
          <div className="site-map-waiting">
            <p>Loading the map…</p>
          </div>
        ) : (
          <p>Loading the map…</p>
        )
      }
    >
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
      {/* Until it is in view, an empty box of the map's size holds its place, so nothing moves when it draws. */}
      {smallSeen ? map('small') : <div ref={smallSlot} className="site-map-waiting" />}
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
