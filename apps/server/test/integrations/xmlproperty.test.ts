import { defined } from '@consent/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  XmlPropertyClient,
  locationFromXmlProperty,
  propertyRecords,
  xmlToJson,
} from '../../src/integrations/xmlproperty/index.js';
import { startWireServer, type WireServer } from './support/wireServer.js';

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<properties count="2">
  <property par_id="3912456">
    <valuation_number>02264012300</valuation_number>
    <legal_description>LOT 4 DP 55123 &amp; PT LOT 5</legal_description>
    <address><street>53 Hereford Street</street><suburb>Christchurch Central</suburb></address>
    <capital_value>780000</capital_value>
  </property>
  <property par_id="3912457">
    <valuation_number>02264012400</valuation_number>
    <legal_description><![CDATA[LOT 5 DP 55123 <part>]]></legal_description>
  </property>
</properties>`;

let server: WireServer;
let client: XmlPropertyClient;
beforeAll(async () => {
  server = await startWireServer({ body: xml, contentType: 'application/xml' });
  client = new XmlPropertyClient({ url: `${server.url}/property/lookup.php` });
});
afterAll(() => server.close());

describe('XML property service', () => {
  it('sends one par_id[] per parcel id', async () => {
    await client.getProperties([3912456, '3912457']);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/property/lookup.php' });
    expect(server.last().query.getAll('par_id[]')).toEqual(['3912456', '3912457']);
    expect(server.last().headers.accept).toContain('xml');
  });

  it('converts the XML to JSON with attributes, entities and CDATA, keeping leading zeros', async () => {
    server.reply({ body: xml, contentType: 'application/xml' });
    const result = await client.getProperties([3912456]);
    expect(result).toEqual({
      ok: true,
      value: {
        properties: {
          '@_count': '2',
          property: [
            {
              '@_par_id': '3912456',
              valuation_number: '02264012300',
              legal_description: 'LOT 4 DP 55123 & PT LOT 5',
              address: { street: '53 Hereford Street', suburb: 'Christchurch Central' },
              capital_value: '780000',
            },
            { '@_par_id': '3912457', valuation_number: '02264012400', legal_description: 'LOT 5 DP 55123 <part>' },
          ],
        },
      },
    });
  });

  it('reports XML that is not well formed as invalid-response', async () => {
    server.reply({ body: '<properties><property></properties>', contentType: 'application/xml' });
    expect(await client.getProperties([1])).toMatchObject({
      ok: false,
      failure: { kind: 'invalid-response', service: 'xmlproperty' },
    });
  });

  it('does not let an entity-expansion document run away', async () => {
    const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('')}]><lolz>&lol9;</lolz>`;
    server.reply({ body: lol, contentType: 'application/xml' });
    const started = Date.now();
    const result = await client.getProperties([1]);
    expect(Date.now() - started).toBeLessThan(2000);
    if (result.ok) expect(JSON.stringify(result.value).length).toBeLessThan(1_000_000);
  });

  it('reads each element with a par_id as a property record and builds its location as a council source', () => {
    const converted = xmlToJson(xml);
    if (!converted.ok) throw new Error('the document did not convert');
    const records = propertyRecords(converted.value);
    expect(records.map((r) => r.parId)).toEqual(['3912456', '3912457']);
    expect(locationFromXmlProperty(defined(records[0], 'the first record'))).toMatchObject({
      parcelID: '3912456',
      valuationNumber: '02264012300',
      legalDesc: 'LOT 4 DP 55123 & PT LOT 5',
      street: '53 Hereford Street',
      suburb: 'Christchurch Central',
      capitalValue: 780000,
      haveParcel: true,
    });
    expect(locationFromXmlProperty(defined(records[1], 'the second record'))).toMatchObject({
      parcelID: '3912457',
      street: '',
      capitalValue: null,
    });
  });

  it('reads a par_id given as a child element, and an element text that carries attributes', () => {
    const converted = xmlToJson(
      '<r><item><par_id>77</par_id><legal_description kind="short">LOT 1 DP 2</legal_description></item></r>',
    );
    if (!converted.ok) throw new Error('the document did not convert');
    const [record] = propertyRecords(converted.value);
    expect(locationFromXmlProperty(defined(record, 'the record'))).toMatchObject({
      parcelID: '77',
      legalDesc: 'LOT 1 DP 2',
    });
  });
});
