import { z } from 'zod';
import {
  INSPECTION_AREA_LOCALITIES_MAX,
  INSPECTION_AREA_LOCALITY_MAX,
  INSPECTION_AREA_NAME_MAX,
  INSPECTION_SLOTS_MAX,
  inspectionMessages as m,
} from './messages.js';

const slotsOf = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(INSPECTION_SLOTS_MAX, message);

/** One inspection type's slots each working morning and afternoon in an area. */
export const inspectionCapacitySchema = z.strictObject({
  typeId: z.number().int().positive(),
  morningSlots: slotsOf(m.morningSlotsInvalid),
  afternoonSlots: slotsOf(m.afternoonSlotsInvalid),
});
export type InspectionCapacityInput = z.infer<typeof inspectionCapacitySchema>;

/**
 * How a suburb or town is compared (ADR 0077): case, macrons, spaces and hyphens aside, so "Kaikoura" typed by the
 * admin matches the address's "Kaikōura" and "Mt Eden" does not pretend to match "Mount Eden".
 */
export function localityKey(locality: string): string {
  return locality
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/**
 * A council admin's inspection area (issue 32.3): its name, the suburbs and towns it covers, whether it is the
 * council's default (for sites no area lists), and each inspection's slots in it.
 */
export const inspectionAreaInputSchema = z.strictObject({
  name: z
    .string({ error: m.areaNameRequired })
    .trim()
    .min(1, m.areaNameRequired)
    .max(INSPECTION_AREA_NAME_MAX, m.areaNameTooLong),
  localities: z
    .array(z.string().trim().max(INSPECTION_AREA_LOCALITY_MAX, m.localityTooLong))
    .max(INSPECTION_AREA_LOCALITIES_MAX, m.localitiesTooMany)
    .transform((list) => list.filter(Boolean))
    .refine((list) => new Set(list.map(localityKey)).size === list.length, m.localityRepeated),
  isDefault: z.boolean().optional(),
  capacities: z
    .array(inspectionCapacitySchema)
    .max(100)
    .refine((list) => new Set(list.map((c) => c.typeId)).size === list.length, m.capacityTypeRepeated),
});
export type InspectionAreaInput = z.infer<typeof inspectionAreaInputSchema>;

/** The part of a site's address that picks its area: the active parcel's suburb and town or city. */
export interface SiteLocality {
  suburb: string;
  city: string;
}

interface AreaLike {
  id: number;
  localities: readonly string[];
  isDefault: boolean;
}

/**
 * The area an application's site falls in (ADR 0077): the area listing the site's suburb, else the area listing its
 * town or city, else the council's default area. A suburb is more precise than a town, so it wins when both match
 * different areas (a rural locality named for a town's district, e.g.).
 */
export function inspectionAreaFor<A extends AreaLike>(areas: readonly A[], site: SiteLocality | null): A | undefined {
  const listing = (place: string | undefined) => {
    const key = localityKey(place ?? '');
    return key ? areas.find((a) => a.localities.some((l) => localityKey(l) === key)) : undefined;
  };
  return listing(site?.suburb) ?? listing(site?.city) ?? areas.find((a) => a.isDefault);
}
