import { asText, suggestionLabel, type MapsPlace, defined } from '@consent/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { GeocodingService, LatLng } from '../google/types.js';
import { failure, success, type IntegrationResult } from '../http.js';
import { addressQuery } from './addressQuery.js';
import { LEGAL_COLUMN, orderedSteps } from './addressSteps.js';
import { ADDRESS_COLUMNS, addressLocation, rows, type Row } from './sql.js';
import type { AddressDataSource, AddressSuggestion } from './types.js';

const LEGAL = sql.raw(LEGAL_COLUMN);

function suggestion(row: Row): AddressSuggestion {
  const location = addressLocation(row);
  const legal = typeof row.legal === 'string' ? row.legal : '';
  return { addressId: Number(row.address_id), label: suggestionLabel({ ...location, legalDesc: legal }), location };
}

/** How many matches the word and typo steps read at most: enough for any limit, few enough to stay on the trigram index. */
const WORD_CANDIDATES = 64;

/** A typo step needs this many letters: fewer share too few trigrams with anything to tell a typo from noise. */
const TYPO_MIN_LETTERS = 4;

/**
 * Each word of the query starts a word of the address, in any order: every word but the last whole, the
 * last as typed so far. pg_trgm reads the trigrams of each pattern from the GIN index.
 */
function everyWord(q: string): SQL {
  const words = q.split(' ');
  return sql.join(
    words.map((word, i) => sql`a.search_text ~ ${`(^|[ /])${word}${i === words.length - 1 ? '' : '( |$)'}`}`),
    sql` and `,
  );
}

/**
 * Our own address search, in steps that each add what the ones before did not find, up to the limit.
 * The query is first read as the search texts are stored (addressQuery: macrons folded, units as '1/19',
 * road types spelled out). The ordered steps each walk a text_pattern_ops index from the query: the
 * address from its start ('12 queen s', '1/19 karaka'), then the road ('ballance drive mangere'), then
 * either, for a query led by a street number, the flats at that number ('19 karaka' finds '1/19 karaka
 * road'), or, for any other, the suburb ('grey lynn'). Only a query led by a name that still finds too
 * few takes its words in any order, each the start of a word ('mangere ballance', '% lynn'), on the
 * trigram index, unordered so that a short, common query never sorts thousands of matches; a number
 * query never does, since the ordered steps already read every address at that number. When a name query
 * finds nothing at all, a typo step takes the addresses most like the query (pg_trgm word similarity).
 * The ordered steps sort `using ~<~`, the text_pattern_ops index's own order: sorting by the
 * collation's `<` instead makes PostgreSQL read and sort every match (3 s for 'que' over 2.5 million
 * addresses, 0.2 ms this way).
 */
export function createLocalAddressSource(db: () => Db): AddressDataSource {
  return {
    async search(term, { limit, councilId }) {
      const q = addressQuery(term);
      if (q.length < 3) return success([]);
      const council = councilId === undefined ? sql`true` : sql`a.council_id = ${councilId}`;
      const found: Row[] = [];
      const seen = () => sql.join([sql`0`, ...found.map((r) => sql`${Number(r.address_id)}`)], sql`, `);
      // The candidates come first, with a limit of their own: asked for the last one or two rows
      // directly, PostgreSQL guesses a sequential scan will meet them at once and, for a rare text,
      // reads all 2.5 million addresses (1.7 s) instead of the trigram index (50 ms).
      const candidates = async (match: SQL, score: SQL) => {
        const more = await rows(
          db(),
          sql`with candidates as materialized (
                select a.address_id, ${score} as score from addresses a where ${match} and ${council}
                limit ${Math.max(WORD_CANDIDATES, 2 * limit)})
              select ${ADDRESS_COLUMNS}, ${LEGAL}, a.search_text, c.score from candidates c join addresses a using (address_id)
              where a.address_id not in (${seen()})`,
        );
        more.sort(
          (x, y) => Number(y.score) - Number(x.score) || String(x.search_text).localeCompare(String(y.search_text)),
        );
        found.push(...more.slice(0, limit - found.length));
      };
      const numberLed = /^[0-9]/.test(q);
      found.push(...(await orderedSteps(db(), numberLed, q, limit, councilId ?? null)));
      if (!numberLed && found.length < limit) await candidates(everyWord(q), sql`0`);
      if (!numberLed && found.length === 0 && q.replace(/[^a-z]/g, '').length >= TYPO_MIN_LETTERS) {
        await candidates(sql`${q} <% a.search_text`, sql`word_similarity(${q}, a.search_text)`);
      }
      return success(found.map(suggestion));
    },

    async byId(addressId) {
      const [row] = await rows(
        db(),
        sql`select ${ADDRESS_COLUMNS}, ${LEGAL} from addresses a where a.address_id = ${addressId}`,
      );
      return row ? suggestion(row) : null;
    },
  };
}

/** An address row as a maps-service place, so that the domain's geocode fill reads it as it reads Google's. */
function place(row: Row): MapsPlace {
  const location = addressLocation(row);
  const component = (name: string, type: string) =>
    name ? [{ long_name: name, short_name: name, types: [type] }] : [];
  return {
    address_components: [
      ...component(asText(row.full_address_number), 'street_number'),
      ...component(location.shortStreet, 'route'),
      ...component(location.suburb, 'sublocality'),
      ...component(location.city, 'locality'),
      ...component(location.postcode, 'postal_code'),
    ],
    formatted_address: [location.street, location.suburb, location.city].filter(Boolean).join(', '),
    geometry: {
      location: {
        lat: defined(location.latitude, 'location.latitude'),
        lng: defined(location.longitude, 'location.longitude'),
      },
    },
    place_id: `linz:${String(row.address_id)}`,
    types: ['street_address'],
  };
}

/** Geocoding over our own addresses: an address by its text, a point by the nearest address within 100 m. */
export function createLocalGeocoder(db: () => Db): GeocodingService {
  const byText = async (text: string): Promise<IntegrationResult<MapsPlace[]>> => {
    const q = addressQuery(text);
    if (!q)
      return failure({
        kind: 'service',
        service: 'local-geocoder',
        code: 'INVALID_REQUEST',
        message: 'No address given',
      });
    const found = await rows(
      db(),
      sql`select ${ADDRESS_COLUMNS} from addresses a where a.search_text like ${`${q}%`} order by a.search_text limit 1`,
    );
    return found.length
      ? success(found.map(place))
      : failure({ kind: 'service', service: 'local-geocoder', code: 'ZERO_RESULTS', message: 'No address matched' });
  };
  return {
    geocodeAddress(address) {
      return byText(
        typeof address === 'string'
          ? address
          : [address.street, address.suburb, address.city].filter(Boolean).join(' '),
      );
    },
    async geocodePoint(point: LatLng) {
      const here = sql`ST_SetSRID(ST_MakePoint(${point.longitude}, ${point.latitude}), 4326)`;
      const found = await rows(
        db(),
        sql`select ${ADDRESS_COLUMNS} from addresses a where ST_DWithin(a.location::geography, ${here}::geography, 100)
            order by a.location <-> ${here} limit 1`,
      );
      return found.length
        ? success(found.map(place))
        : failure({
            kind: 'service',
            service: 'local-geocoder',
            code: 'ZERO_RESULTS',
            message: 'No address near the point',
          });
    },
    async geocodePlaceId(placeId) {
      const id = /^linz:(\d{1,10})$/.exec(placeId)?.[1];
      if (!id)
        return failure({
          kind: 'service',
          service: 'local-geocoder',
          code: 'INVALID_REQUEST',
          message: 'Not a local place id',
        });
      const found = await rows(
        db(),
        sql`select ${ADDRESS_COLUMNS} from addresses a where a.address_id = ${Number(id)}`,
      );
      return found.length
        ? success(found.map(place))
        : failure({ kind: 'service', service: 'local-geocoder', code: 'ZERO_RESULTS', message: 'No such address' });
    },
  };
}
