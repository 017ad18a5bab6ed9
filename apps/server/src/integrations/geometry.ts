import type { Ring } from './types.js';

/** Geometry as Esri JSON ({x, y} or {rings}) or GeoJSON (Point, Polygon, MultiPolygon), in WGS84. */
export type AnyGeometry =
  | {
      x?: unknown;
      y?: unknown;
      rings?: unknown;
      type?: unknown;
      coordinates?: unknown;
    }
  | null
  | undefined;

const isPair = (p: unknown): p is [number, number] =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number';
const toRing = (ring: unknown): Ring | null =>
  Array.isArray(ring) && ring.every(isPair) && ring.length > 0
    ? ring.map((p) => [p[0], p[1]] as [number, number])
    : null;

/** The outline rings ([longitude, latitude]) of a polygon geometry, or null. */
export function outlineOf(geometry: AnyGeometry): Ring[] | null {
  if (!geometry) return null;
  let rings: unknown[] = [];
  if (Array.isArray(geometry.rings)) rings = geometry.rings;
  else if (geometry.type === 'Polygon' && Array.isArray(geometry.coordinates)) rings = geometry.coordinates;
  else if (geometry.type === 'MultiPolygon' && Array.isArray(geometry.coordinates))
    rings = geometry.coordinates.flat(1);
  const outline = rings.map(toRing).filter((r): r is Ring => r !== null);
  return outline.length ? outline : null;
}

/** The point of a geometry: the point itself, or the mean vertex of the first ring. */
export function pointOf(geometry: AnyGeometry): { latitude: number | null; longitude: number | null } {
  if (geometry && typeof geometry.x === 'number' && typeof geometry.y === 'number')
    return { longitude: geometry.x, latitude: geometry.y };
  if (geometry?.type === 'Point' && isPair(geometry.coordinates))
    return { longitude: geometry.coordinates[0], latitude: geometry.coordinates[1] };
  const ring = outlineOf(geometry)?.[0];
  if (!ring) return { latitude: null, longitude: null };
  const start = ring.at(0);
  const end = ring.at(-1);
  const closed =
    ring.length > 1 && start !== undefined && end !== undefined && start[0] === end[0] && start[1] === end[1];
  const vertices = closed ? ring.slice(0, -1) : ring;
  const mean = (i: 0 | 1) => vertices.reduce((sum, p) => sum + p[i], 0) / vertices.length;
  return { longitude: mean(0), latitude: mean(1) };
}
