import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ADDRESS_HEADER =
  'WKT,address_id,change_id,address_type,unit_value,address_number,address_number_suffix,address_number_high,water_route_name,water_name,suburb_locality,town_city,full_address_number,full_road_name,full_address,road_section_id,gd2000_xcoord,gd2000_ycoord,water_route_name_ascii,water_name_ascii,suburb_locality_ascii,town_city_ascii,full_road_name_ascii,full_address_ascii,shape_X,shape_Y';

export interface LinzAddress {
  id: number;
  unit?: string;
  number: string;
  suffix?: string;
  road: string;
  suburb: string;
  town: string;
  x: number;
  y: number;
}

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A LINZ NZ Street Address row; fields holding commas are quoted as LINZ quotes them. */
export function addressLine(a: LinzAddress): string {
  const fullNumber = `${a.unit ? `${a.unit}/` : ''}${a.number}${a.suffix ?? ''}`;
  const full = [`${fullNumber} ${a.road}`, a.suburb, a.town].filter(Boolean).join(', ');
  return [
    `"POINT (${a.x} ${a.y})"`,
    a.id,
    9000 + a.id,
    'Road',
    a.unit ?? '',
    a.number,
    a.suffix ?? '',
    '',
    '',
    '',
    a.suburb,
    a.town,
    fullNumber,
    a.road,
    `"${full}"`,
    4000,
    a.x,
    a.y,
    '',
    '',
    ascii(a.suburb),
    ascii(a.town),
    ascii(a.road),
    `"${ascii(full)}"`,
    a.x,
    a.y,
  ].join(',');
}

/** A LINZ CSV in a temporary folder. */
export function linzFile(lines: string[], header = ADDRESS_HEADER): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linz-'));
  const file = path.join(dir, 'nz-street-address.csv');
  fs.writeFileSync(file, `${[header, ...lines].join('\n')}\n`);
  return file;
}
