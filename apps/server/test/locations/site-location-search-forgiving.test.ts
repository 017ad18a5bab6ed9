import { locationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAddressCsv } from '../../src/import/addressCopy.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { addressLine, linzFile, type LinzAddress } from '../support/linz.js';
import { answerOf } from '../support/answer.js';

let app: FastifyInstance;
let client: Client;

const at = (id: number, number: string, road: string, suburb: string, town: string, extra: Partial<LinzAddress> = {}) =>
  addressLine({ id, number, road, suburb, town, x: 174.8 + id / 10000, y: -36.95, ...extra });

/** Streets found for what was typed, through GET /api/addresses. */
const streets = async (q: string) => {
  const response = await client.get(`/api/addresses?q=${encodeURIComponent(q)}&limit=25`);
  expect(response.statusCode).toBe(200);
  return answerOf(response, locationsContract.searchAddresses).addresses.map((a) => a.label.replace(/ \(.*\)$/, ''));
};

beforeAll(async () => {
  app = await createTestApp();
  client = await registerUser(app, 'site-search-forgiving');
  await importAddressCsv(
    await app.databaseReady,
    linzFile([
      at(1, '12', 'Ballance Drive', 'Māngere', 'Auckland'),
      at(2, '7', 'Mangere Road', 'Ōtāhuhu', 'Auckland'),
      at(3, '19', 'Karaka Road', 'Kaukapakapa', '', { unit: 'Flat 1' }),
      at(4, '19', 'Karaka Road', 'Kaukapakapa', ''),
      at(5, '5', 'Tui Terrace', 'South Māngere', 'Auckland'),
      at(6, '40', 'Kowhai Crescent', 'Taupō', 'Taupō'),
      at(7, '3', 'Great North Road', 'Grey Lynn', 'Auckland'),
      at(8, '8', 'Rimu Avenue', 'Ōrewa', 'Orewa'),
      at(9, '2', 'Totara Place', 'Papatoetoe', 'Auckland'),
      at(10, '9', 'Ocean Street', 'Ōrewa', 'Orewa'),
      at(11, '1', 'State Highway 1', 'Waiwera', 'Auckland'),
      at(12, '4', 'Matai Drive', 'Tokoroa', 'Tokoroa'),
      at(13, '11', 'St Heliers Bay Road', 'St Heliers', 'Auckland'),
    ]),
  );
});
afterAll(async () => app?.close());

describe('GET /api/addresses forgives how an address is typed (LINZ rows imported)', () => {
  it('finds an address typed without its macrons', async () => {
    expect(await streets('South Mangere')).toEqual(['5 Tui Terrace, South Māngere, Auckland']);
    expect(await streets('12 ballance drive mangere')).toEqual(['12 Ballance Drive, Māngere, Auckland']);
  });

  it('finds an address stored without macrons when they are typed', async () => {
    expect(await streets('7 Māngere Road')).toEqual(['7 Mangere Road, Ōtāhuhu, Auckland']);
    expect(await streets('Ōrewa')).toEqual(['9 Ocean Street, Ōrewa, Orewa', '8 Rimu Avenue, Ōrewa, Orewa']);
  });

  it('finds a street and its locality typed without a number', async () => {
    expect(await streets('Ballance Drive Māngere')).toEqual(['12 Ballance Drive, Māngere, Auckland']);
  });

  it('takes the words in any order', async () => {
    expect(await streets('Mangere Ballance')).toEqual(['12 Ballance Drive, Māngere, Auckland']);
    expect(await streets('drive ballance')).toEqual(['12 Ballance Drive, Māngere, Auckland']);
    expect(await streets('lynn north great')).toEqual(['3 Great North Road, Grey Lynn, Auckland']);
  });

  it('reads the common road-type abbreviations', async () => {
    expect(await streets('12 Ballance Dr')).toEqual(['12 Ballance Drive, Māngere, Auckland']);
    expect(await streets('Great North Rd Grey Lynn')).toEqual(['3 Great North Road, Grey Lynn, Auckland']);
    expect(await streets('9 ocean st orewa')).toEqual(['9 Ocean Street, Ōrewa, Orewa']);
    expect(await streets('rimu ave')).toEqual(['8 Rimu Avenue, Ōrewa, Orewa']);
    expect(await streets('40 kowhai cres')).toEqual(['40 Kowhai Crescent, Taupō, Taupō']);
    expect(await streets('totara pl papatoetoe')).toEqual(['2 Totara Place, Papatoetoe, Auckland']);
    expect(await streets('tui tce')).toEqual(['5 Tui Terrace, South Māngere, Auckland']);
    expect(await streets('state hwy 1 waiwera')).toEqual(['1 State Highway 1, Waiwera, Auckland']);
    // 'St' leading a name is Saint, not Street.
    expect(await streets('11 St Heliers')).toEqual(['11 St Heliers Bay Road, St Heliers, Auckland']);
  });

  it('finds a flat written "1/19", "Flat 1, 19" or "Unit 1 19"', async () => {
    const flat = ['Flat 1/19 Karaka Road, Kaukapakapa'];
    expect(await streets('1/19 Karaka')).toEqual(flat);
    expect(await streets('Flat 1, 19 Karaka Road')).toEqual(flat);
    expect(await streets('Unit 1 19 Karaka')).toEqual(flat);
    expect(await streets('19 Karaka Rd')).toEqual(['19 Karaka Road, Kaukapakapa', ...flat]);
  });

  it('finds an address with a small typo when nothing matches as typed', async () => {
    expect(await streets('Balance Drive')).toEqual(['12 Ballance Drive, Māngere, Auckland']);
    expect(await streets('Ballence Drive Mangere')).toEqual(['12 Ballance Drive, Māngere, Auckland']);
    // A street number that is not there is not a typo: '1 Ponsonby' must not offer '10 Ponsonby Road'.
    expect(await streets('99 Ballance Drive')).toEqual([]);
    expect(await streets('zzzz qqqq')).toEqual([]);
  });
});
