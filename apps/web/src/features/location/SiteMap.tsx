import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect } from 'react';
import type { GeoJsonObject } from 'geojson';
import { GeoJSON, MapContainer, Marker, Pane, Polygon, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { Outline } from '../../api';
import nzOutline from './nzOutline.json';

interface SiteMapProps {
  center: [number, number];
  zoom: number;
  marker: [number, number] | null;
  outlines: Outline[];
  tiles: { url: string | null; attribution: string } | null;
  label: string;
  /** Clicking the map places the marker there (the enlarged map only). */
  onPlace?: (latitude: number, longitude: number) => void;
}

// A plain CSS marker: Leaflet's default icon is an image whose URL a bundler rewrites; this one needs no asset.
const markerIcon = L.divIcon({ className: 'site-map__marker', iconSize: [18, 18], iconAnchor: [9, 9] });

const NZ_OUTLINE_STYLE = {
  className: 'site-map__nz-outline',
  color: '#505a5f',
  weight: 1,
  fillColor: '#f3f2f1',
  fillOpacity: 1,
};

function Fit({ marker, outlines }: Pick<SiteMapProps, 'marker' | 'outlines'>) {
  const map = useMap();
  useEffect(() => {
    const points = outlines.flatMap((o) => o.flatMap((ring) => ring.map(([lng, lat]) => L.latLng(lat, lng))));
    if (marker) points.push(L.latLng(marker[0], marker[1]));
    if (points.length > 1) map.fitBounds(L.latLngBounds(points), { maxZoom: 19, padding: [24, 24] });
    else if (points[0]) map.setView(points[0], 18);
  }, [map, marker, outlines]);
  return null;
}

function Placer({ onPlace }: { onPlace: (latitude: number, longitude: number) => void }) {
  useMapEvents({
    click: (event) => {
      onPlace(event.latlng.lat, event.latlng.lng);
    },
  });
  return null;
}

/**
 * The site on a Leaflet map: the parcel outline and a marker. Tiles come from the server's MAP_TILE_URL
 * (LINZ basemaps by default when a LINZ key is configured). Under them, in a pane of its own below the tile
 * pane (200), New Zealand's coastline drawn from a small file shipped with the app (Natural Earth 1:50m), so
 * the map is never blank: with no tiles configured, or with tiles that cannot be fetched (offline, blocked).
 */
export default function SiteMap({ center, zoom, marker, outlines, tiles, label, onPlace }: SiteMapProps) {
  return (
    <MapContainer
      center={center}
      zoom={zoom}
      className="site-map"
      scrollWheelZoom={false}
      attributionControl={Boolean(tiles?.url)}
    >
      <span className="visually-hidden">{label}</span>
      <Pane name="nz-outline" style={{ zIndex: 150 }}>
        <GeoJSON data={nzOutline as GeoJsonObject} interactive={false} style={NZ_OUTLINE_STYLE} />
      </Pane>
      {tiles?.url ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
      {outlines.map((outline, i) => (
        <Polygon
          key={i}
          positions={outline.map((ring) => ring.map(([lng, lat]) => [lat, lng] as [number, number]))}
          pathOptions={{ color: '#1d70b8', weight: 3 }}
        />
      ))}
      {marker ? <Marker position={marker} icon={markerIcon} alt="Address marker" keyboard={false} /> : null}
      <Fit marker={marker} outlines={outlines} />
      {onPlace ? <Placer onPlace={onPlace} /> : null}
    </MapContainer>
  );
}
