import { siteRegion, type Location } from '@consent/domain';

/** The site's address as its fields hold it. */
export type SiteAddress = Pick<Location, 'street' | 'suburb' | 'city' | 'postcode' | 'region'>;

/** What a typed address was last checked as, so leaving the fields again does not ask (or warn) twice. */
export const addressKey = (a: Pick<SiteAddress, 'street' | 'suburb' | 'city'>) =>
  [a.street, a.suburb, a.city].map((p) => p.trim().toLowerCase()).join('|');

/** A location's address fields; LINZ addresses carry no region, so the council's is filled in (siteRegion). */
export const addressOf = (l: Location | undefined, councilRegion: string | undefined): SiteAddress => ({
  street: l?.street ?? '',
  suburb: l?.suburb ?? '',
  city: l?.city ?? '',
  postcode: l?.postcode ?? '',
  region: l ? siteRegion(l, councilRegion) : (councilRegion ?? ''),
});
