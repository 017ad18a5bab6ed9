import {
  checkSiteLocation,
  siteRegion,
  duplicateKey,
  locationFromFeature,
  locationMessages,
  productMessages,
  siteLocationMessages,
  suggestionLabel,
  defined,
  toNumberedAddress,
  toSaveFormat,
  type FormProblems,
  type Location,
  type NumberedAddress,
  type ParcelFeatureData,
  type ParcelOpt,
  type ValidationMode,
} from '@consent/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { conflict, invalidAnswers, notFound, refuseIfInvalid } from '../../http/errors.js';
import type { AddressAutocompleteService, LatLng } from '../../integrations/google/types.js';
import type { Ring } from '../../integrations/types.js';
import type { ApplicationAccess, ApplicationRow } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import type { CouncilService } from '../councils/service.js';
import { createAddressSearch } from './addressSearch.js';
import { createSiteGeocoding } from './geocoding.js';
import type { LocationProviders } from './providers.js';
import { searchSouthWaikato } from './propertySearch.js';
import * as repo from './repo.js';

interface RegionCheckResult {
  result: 'success' | 'invalid' | 'error';
  inRegion: boolean;
  message: string;
  /** The address as geocoded: the coordinates and postcode filled when they were missing. */
  location: Pick<
    Location,
    'street' | 'shortStreet' | 'suburb' | 'city' | 'region' | 'postcode' | 'latitude' | 'longitude'
  >;
}

/** A saved parcel as the parcel calls answer it: the location with its flags, the stored record's fields and the outline. */
export interface SavedParcel extends NumberedAddress {
  app_parcel_id: number;
  active: boolean;
  location: Location;
  outline: Ring[] | null;
  legaldesc_oneline: string;
  address_not_registered: boolean;
  validation: { inRegion: boolean };
  /** The feature's google_data as saved (spec point 3: each feature has address, council_data and google_data). */
  google_data: Record<string, unknown> | null;
}

const asParcelId = (parcelID: string) => (/^\d{1,10}$/.test(parcelID) ? Number(parcelID) : null);

export function createLocationService(
  db: () => Db,
  applications: ApplicationAccess,
  councils: CouncilService,
  providers: LocationProviders,
  log: FastifyBaseLogger,
  /** The maps service's place autocomplete; null when no key is configured. */
  places: AddressAutocompleteService | null,
) {
  const geocoding = createSiteGeocoding(providers.geocoder, log);
  const search = createAddressSearch(providers.addresses, places, log);

  async function councilName(councilId: number) {
    return (await councils.withConfig(councilId)).council.fullName;
  }

  /** Spec point 9: in the region unless the council's boundary says otherwise; a place we cannot locate keeps the default. */
  async function inRegion(councilId: number, location: Pick<Location, 'latitude' | 'longitude'>): Promise<boolean> {
    if (location.latitude === null || location.longitude === null) return true;
    return (
      (await repo.regionContains(db(), councilId, { latitude: location.latitude, longitude: location.longitude })) ??
      true
    );
  }

  /** A feature geocoded (spec point 5; a failure leaves the coordinates missing and is reported) and checked against the region. */
  async function geocodedFeature(row: ApplicationRow, feature: ParcelFeatureData) {
    const { location, failedStatus } = await geocoding.geocoded(locationFromFeature(feature));
    return { location: { ...location, inCouncilRegion: await inRegion(row.councilId, location) }, failedStatus };
  }
  /** A feature as it is checked and saved: geocoded, and its region never blank where the council's is known (issue 15.8). */
  async function prepared(row: ApplicationRow, feature: ParcelFeatureData): Promise<Location> {
    const [{ location }, { config }] = await Promise.all([
      geocodedFeature(row, feature),
      councils.withConfig(row.councilId),
    ]);
    return { ...location, region: siteRegion(location, config.region) };
  }

  /** The legal options at a located place (one without an address id of ours), each flagged with the region check. */
  async function optionsAt(row: ApplicationRow, location: Location) {
    const found = await providers.parcelsAt(await councils.mapConfig(row.councilId), location, null, {
      appId: row.id,
    });
    if (!found.ok) log.warn({ failure: found.failure }, 'legal lookup failed');
    const region = await inRegion(row.councilId, location);
    const parcels = (found.ok ? found.value : []).map((p) => ({
      ...p,
      location: { ...p.location, inCouncilRegion: region },
    }));
    return { location: { ...location, inCouncilRegion: region }, parcels };
  }

  /** The rules a parcel must pass to join the set: its own (street, legal description) and the region check. */
  async function parcelProblems(row: ApplicationRow, location: Location, mode: ValidationMode): Promise<FormProblems> {
    const problems = checkSiteLocation(location, mode);
    if (mode !== 'none' && !location.inCouncilRegion) {
      problems.push({ field: 'street', message: siteLocationMessages.outOfRegion(await councilName(row.councilId)) });
    }
    return problems;
  }

  const toSave = (location: Location, googleData: Record<string, unknown> | null): repo.ParcelToSave => ({
    location: toSaveFormat(location),
    inCouncilRegion: location.inCouncilRegion,
    legalDataUnavailable: location.legalDataUnavailable,
    googleData,
    duplicateKey: duplicateKey(location),
  });

  /** Each feature's google_data: as sent, or with AppendGoogleData on, the geocoder's data appended (none when that fails). */
  async function googleDataOf(row: ApplicationRow, features: ParcelFeatureData[], locations: Location[]) {
    const append = (await councils.mapConfig(row.councilId)).AppendGoogleData;
    return Promise.all(
      features.map(
        async (f, i) =>
          f.google_data ??
          (append ? await geocoding.appendedData(defined(locations[i], "the feature's prepared location")) : null),
      ),
    );
  }

  async function write<T>(appId: number, run: (tx: Db) => Promise<T>): Promise<T> {
    try {
      const result = await repo.whileOpen(db(), appId, run);
      if (result === undefined) throw conflict(productMessages.applicationCompleted);
      return result;
    } catch (error) {
      if (error instanceof repo.DuplicateParcelError)
        throw invalidAnswers([{ field: 'street', message: siteLocationMessages.duplicateParcel }]);
      throw error;
    }
  }

  async function saved(appId: number): Promise<{ parcels: SavedParcel[]; parcelOpt: ParcelOpt }> {
    const rows = await repo.listParcels(db(), appId);
    const parcelOpt: ParcelOpt = rows[0]?.parcelOpt === 'multiple' ? 'multiple' : 'single';
    const shapes = await repo.outlines(
      db(),
      rows.map((r) => asParcelId(r.location.parcelID)).filter((id): id is number => id !== null),
    );
    const parcels = rows.map((r): SavedParcel => {
      const location: Location = {
        ...r.location,
        appParcelID: r.appParcelId,
        inCouncilRegion: r.inCouncilRegion,
        legalDataUnavailable: r.legalDataUnavailable,
      };
      return {
        app_parcel_id: r.appParcelId,
        active: r.active,
        location,
        outline: shapes.get(asParcelId(r.location.parcelID) ?? -1) ?? null,
        legaldesc_oneline: location.legalDescOneLine || location.legalDesc,
        address_not_registered: r.legalDataUnavailable,
        validation: { inRegion: r.inCouncilRegion },
        google_data: r.googleData,
        ...toNumberedAddress(location),
      };
    });
    return { parcels, parcelOpt };
  }

  /** The region flags again, against the application's council now (it may have changed since they were saved). */
  async function revalidated(row: ApplicationRow): Promise<{ parcels: SavedParcel[]; parcelOpt: ParcelOpt }> {
    const set = await saved(row.id);
    const parcels = set.parcels;
    const changed = new Map<number, boolean>();
    for (const parcel of parcels) {
      const now = await inRegion(row.councilId, parcel.location);
      if (now !== parcel.location.inCouncilRegion) changed.set(parcel.app_parcel_id, now);
      parcel.location.inCouncilRegion = now;
      parcel.validation.inRegion = now;
    }
    if (changed.size && !row.completed) await repo.setRegionFlags(db(), row.id, changed);
    return set;
  }

  /**
   * The parcel set (spec point 3 "Parcel set: parcels list, parcelOpt, displayParcelInfo, multiParcel, oneLineLegal,
   * parcel_data_extended, building_legal"). parcel_data_extended: the active parcel carries the council's valuation
   * data beyond its legal description (the information panel's valuation rows); building_legal: the legal
   * description of the whole site the building stands on, each counted parcel's once.
   */
  function parcelSet(set: { parcels: SavedParcel[]; parcelOpt: ParcelOpt }) {
    const { parcels, parcelOpt } = set;
    const active = parcels.find((p) => p.active) ?? null;
    return {
      parcels,
      parcelOpt,
      multiParcel: parcelOpt === 'multiple',
      displayParcelInfo: Boolean(active?.location.haveParcel),
      oneLineLegal: active?.legaldesc_oneline ?? '',
      parcel_data_extended: Boolean(
        active && (active.location.valuationNumber || active.location.capitalValue !== null),
      ),
      building_legal: [
        ...new Set(
          counted(set)
            .map((p) => p.legaldesc_oneline)
            .filter(Boolean),
        ),
      ].join(', '),
    };
  }
  /** The parcels completion and the summary count: the active one in single mode, all of them in multiple mode. */
  const counted = ({ parcels, parcelOpt }: { parcels: SavedParcel[]; parcelOpt: ParcelOpt }) =>
    parcelOpt === 'multiple' ? parcels : parcels.filter((p) => p.active);

  return {
    /**
     * Spec point 7: the South Waikato property search {address, api_base_url}, at a URL a council configures
     * only: the named application's council's, or without one (the spec sends none) any council's.
     */
    async southWaikatoSearch(user: SessionUser, appId: number | undefined, address: string, apiBaseUrl: string) {
      const mapConfig =
        appId === undefined
          ? await councils.mapConfigWithPropertySearchAt(apiBaseUrl)
          : await councils.mapConfig((await applications.access(user, appId, 'read')).councilId);
      return searchSouthWaikato(mapConfig, providers, address, apiBaseUrl, log);
    },

    /** The address search; with an application, its council's map configuration may send it to the maps service. */
    async searchAddresses(user: SessionUser, q: string, limit: number, councilId?: number, appId?: number) {
      const mapConfig =
        appId === undefined
          ? null
          : await councils.mapConfig((await applications.access(user, appId, 'read')).councilId);
      return search(q, { limit, councilId, mapConfig });
    },

    /**
     * The legal options of a maps-service suggestion: its place looked up for coordinates and postcode.
     * A place that cannot be looked up answers the spec's message for the 'Error!' box (point 8).
     */
    async placeParcels(user: SessionUser, appId: number, placeId: string) {
      const row = await applications.access(user, appId, 'read');
      const { location, failedStatus } = await geocoding.place(placeId);
      if (!location)
        return {
          result: 'error' as const,
          message: locationMessages.geocodeFailed,
          status: failedStatus,
          address: null,
          parcels: [],
        };
      const options = await optionsAt(row, location);
      return {
        result: 'success' as const,
        address: { addressId: null, placeId, label: suggestionLabel(options.location), location: options.location },
        parcels: options.parcels,
      };
    },

    /** The address and legal options at a point the applicant placed on the map (the geocoder by coordinates). */
    async addressAt(user: SessionUser, appId: number, point: LatLng) {
      const row = await applications.access(user, appId, 'read');
      const { location, failedStatus } = await geocoding.at(point);
      const options = await optionsAt(row, location);
      const address = {
        addressId: null,
        placeId: null,
        label: suggestionLabel(options.location),
        location: options.location,
      };
      return failedStatus
        ? {
            result: 'error' as const,
            message: locationMessages.geocodeFailed,
            status: failedStatus,
            address,
            parcels: options.parcels,
          }
        : { result: 'success' as const, address, parcels: options.parcels };
    },

    /** The legal options of a chosen address (spec point 4 "Picking a location … fetches legal options"). */
    async addressParcels(user: SessionUser, appId: number, addressId: number) {
      const row = await applications.access(user, appId, 'read');
      const address = await providers.addresses.byId(addressId);
      if (!address) throw notFound(siteLocationMessages.addressNotFound);
      const mapConfig = await councils.mapConfig(row.councilId);
      const found = await providers.parcelsAt(mapConfig, address.location, addressId, { appId: row.id });
      if (!found.ok) log.warn({ failure: found.failure }, 'legal lookup failed');
      const region = await inRegion(row.councilId, address.location);
      const parcels = (found.ok ? found.value : []).map((p) => ({
        ...p,
        location: { ...p.location, inCouncilRegion: region },
      }));
      return {
        address: { ...address, placeId: null, location: { ...address.location, inCouncilRegion: region } },
        parcels,
      };
    },

    async save(user: SessionUser, appId: number, features: ParcelFeatureData[], parcelOpt: ParcelOpt) {
      const row = await applications.open(user, appId, 'siteLocationAndTitle');
      // Spec point 5: in single mode only the first selected parcel is kept.
      const chosen = parcelOpt === 'single' ? features.slice(0, 1) : features;
      const locations = await Promise.all(chosen.map((f) => prepared(row, f)));
      const googleData = await googleDataOf(row, chosen, locations);
      return write(row.id, async (tx) => {
        if (parcelOpt === 'single') await repo.deleteParcels(tx, row.id);
        const empty = parcelOpt === 'single' || (await repo.listParcels(tx, row.id)).length === 0;
        return repo.insertParcels(
          tx,
          row.id,
          locations.map((l, i) => toSave(l, googleData[i] ?? null)),
          parcelOpt,
          empty,
        );
      });
    },

    /** Replaces the set with the features as submitted, checked in the validation mode. */
    async submit(
      user: SessionUser,
      appId: number,
      features: ParcelFeatureData[],
      parcelOpt: ParcelOpt,
      mode: ValidationMode,
    ) {
      const row = await applications.open(user, appId, 'siteLocationAndTitle');
      const chosen = parcelOpt === 'single' ? features.slice(0, 1) : features;
      const locations = await Promise.all(chosen.map((f) => prepared(row, f)));
      if (mode === 'all' && !locations.length)
        throw invalidAnswers([{ field: 'street', message: siteLocationMessages.noParcel }]);
      const problems = (await Promise.all(locations.map((l) => parcelProblems(row, l, mode)))).flat();
      refuseIfInvalid(problems);
      const googleData = await googleDataOf(row, chosen, locations);
      return write(row.id, async (tx) => {
        await repo.deleteParcels(tx, row.id);
        return locations.length
          ? repo.insertParcels(
              tx,
              row.id,
              locations.map((l, i) => toSave(l, googleData[i] ?? null)),
              parcelOpt,
              true,
            )
          : [];
      });
    },

    /** The add dialog's check (spec point 5): 'success' or the first problem, for the 'Error!' box. */
    async validate(user: SessionUser, appId: number, feature: ParcelFeatureData) {
      const row = await applications.access(user, appId, 'read');
      const location = await prepared(row, feature);
      const problems = await parcelProblems(row, location, 'all');
      const key = duplicateKey(location);
      if ((await repo.listParcels(db(), row.id)).some((p) => p.duplicateKey === key)) {
        problems.push({ field: 'street', message: siteLocationMessages.duplicateParcel });
      }
      const [first] = problems;
      return first
        ? { result: 'invalid' as const, message: first.message, details: problems, location }
        : { result: 'success' as const, message: 'Valid', location };
    },

    /** Spec point 4 "Parcel mode": switching to multiple validates the parcels first, then makes the selected one active. */
    async activate(user: SessionUser, appId: number, appParcelId: number | null, parcelOpt: ParcelOpt) {
      const row = await applications.open(user, appId, 'siteLocationAndTitle');
      if (parcelOpt === 'multiple') {
        const { parcels } = await revalidated(row);
        const problems = (await Promise.all(parcels.map((p) => parcelProblems(row, p.location, 'all')))).flat();
        refuseIfInvalid(problems);
      }
      const found = await write(row.id, (tx) => repo.activate(tx, row.id, appParcelId, parcelOpt));
      if (!found) throw notFound(siteLocationMessages.parcelNotFound);
    },

    async remove(user: SessionUser, appId: number, appParcelId: number) {
      const row = await applications.open(user, appId, 'siteLocationAndTitle');
      const found = await write(row.id, (tx) => repo.removeParcel(tx, row.id, appParcelId));
      if (!found) throw notFound(siteLocationMessages.parcelNotFound);
    },

    /**
     * The region check of an address; a typed one is geocoded first. When it cannot be located the answer is
     * 'error' with the spec's message (point 8), still in the region by default, with what the geocoder found.
     */
    async checkRegion(
      user: SessionUser,
      appId: number,
      address: ParcelFeatureData['address'],
    ): Promise<RegionCheckResult> {
      const row = await applications.access(user, appId, 'read');
      const { location, failedStatus } = await geocodedFeature(row, { address, council_data: {} as never });
      const { street, shortStreet, suburb, city, region, postcode, latitude, longitude } = location;
      const found = { location: { street, shortStreet, suburb, city, region, postcode, latitude, longitude } };
      if (failedStatus) return { result: 'error', inRegion: true, message: locationMessages.geocodeFailed, ...found };
      if (location.inCouncilRegion)
        return { result: 'success', inRegion: true, message: 'The address is in the council’s region.', ...found };
      return {
        result: 'invalid',
        inRegion: false,
        message: siteLocationMessages.outOfRegion(await councilName(row.councilId)),
        ...found,
      };
    },

    /** The application's council's map configuration. */
    async applicationMapConfig(user: SessionUser, appId: number) {
      return councils.mapConfig((await applications.access(user, appId, 'read')).councilId);
    },

    /** GET reads the set; POST (refresh) checks the region flags again against the application's council first. */
    async parcelData(user: SessionUser, appId: number, refresh: boolean) {
      const row = await applications.access(user, appId, 'read');
      return parcelSet(refresh ? await revalidated(row) : await saved(row.id));
    },

    /** The saved parcel set of an application the caller has already read through its access check (the council's reading). */
    async savedParcelsOf(row: ApplicationRow) {
      return parcelSet(await saved(row.id));
    },

    async current(user: SessionUser, appId: number) {
      const row = await applications.access(user, appId, 'read');
      const active = (await revalidated(row)).parcels.find((p) => p.active);
      return { location: active?.location ?? null, outline: active?.outline ?? null };
    },

    /** What completion asks (spec point 5 "Site location … required"): a parcel set, each in the region, with a legal description. */
    async problems(row: ApplicationRow, mode: ValidationMode): Promise<FormProblems> {
      if (mode === 'none') return [];
      const parcels = counted(await revalidated(row));
      if (!parcels.length) return mode === 'all' ? [{ field: 'street', message: siteLocationMessages.noParcel }] : [];
      return (await Promise.all(parcels.map((p) => parcelProblems(row, p.location, mode)))).flat();
    },

    /** Each application's site address; read through the caller's transaction when it gives one (a mail's facts). */
    siteAddresses: (appIds: number[], tx: Executor = db()) => repo.siteAddresses(tx, appIds),
    /** The legal description of the land the application's site is on (a statutory form's "The building"). */
    siteLegalDescription: (appId: number, tx: Executor = db()) => repo.siteLegalDescription(tx, appId),
    sitePlaces: (appIds: number[], tx: Executor = db()) => repo.sitePlaces(tx, appIds),
    /** The site's suburb and town, for its inspection area (issue 32.3, ADR 0077). */
    siteLocality: (appId: number, tx: Executor = db()) => repo.siteLocality(tx, appId),
    copySite: (tx: Executor, fromAppId: number, toAppId: number) => repo.copyParcels(tx, fromAppId, toAppId),
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
