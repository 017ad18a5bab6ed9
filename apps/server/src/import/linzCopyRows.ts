import fs from 'node:fs';
import { defined } from '@consent/domain';

/**
 * The LINZ NZ Street Address CSV read in Node and written as the rows of the addresses table in COPY's
 * text format, so that PostgreSQL copies each address once, into its final table (ADR 0030). Copying the whole
 * file (26 text columns) into a staging table and shaping it with INSERT ... SELECT wrote and read every row twice; here the bytes of the fields we keep are copied
 * through as they are, and only the id and the coordinates are decoded to be checked.
 */

/** The addresses columns each row gives, in order. */
export const COPY_COLUMNS = [
  'address_id',
  'full_address_number',
  'full_road_name',
  'full_address',
  'suburb_locality',
  'town_city',
  'postcode',
  'longitude',
  'latitude',
] as const;

/** Our demo addresses (seed) use ids from here; a LINZ import keeps them (ADR 0008). */
export const DEMO_ID_BASE = 990_000_000;

const SKIP_REASONS = {
  id: 'without an address_id',
  demo: 'with an id in the range kept for demo addresses',
  coordinates: 'without coordinates in degrees',
  fullAddress: 'without a full_address',
} as const;

export interface CopyRowsCounts {
  /** Records read (the header not counted). */
  rows: number;
  imported: number;
  skippedReasons: Record<string, number>;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const BACKSLASH = 0x5c;
const TAB = 0x09;
const NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;
const WKT_POINT = /^\s*POINT\s*\(\s*(-?[0-9.]+)\s+(-?[0-9.]+)\s*\)\s*$/i;

/** A field of the record being read: where its bytes are, and whether it was quoted with "" inside. */
interface Field {
  start: number;
  end: number;
  escaped: boolean;
}

/** The header's column names (LINZ names are plain words; quotes are allowed anyway). */
export function readHeader(file: string): string[] {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer
      .subarray(0, length)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const end = text.search(/\r?\n/);
    const line = end === -1 ? text : text.slice(0, end);
    return line.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
  } finally {
    fs.closeSync(fd);
  }
}

/** Grows as rows are written; `take()` hands over what is written so far. */
class Output {
  private buffer = Buffer.allocUnsafe(2 * 1024 * 1024);
  length = 0;
  private room(bytes: number) {
    if (this.length + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
  byte(b: number) {
    this.room(1);
    this.buffer[this.length++] = b;
  }
  ascii(text: string) {
    this.room(text.length);
    this.length += this.buffer.write(text, this.length, 'latin1');
  }
  /** A field's bytes, escaped for COPY's text format (backslash, tab, newline, carriage return), a CSV "" as ". */
  field(source: Buffer, f: Field) {
    this.room(2 * (f.end - f.start));
    const out = this.buffer;
    let n = this.length;
    for (let i = f.start; i < f.end; i++) {
      const b = source[i];
      if (b === undefined) throw new RangeError(`field ends at ${f.end}, past its ${source.length}-byte buffer`);
      if (b === BACKSLASH || b === TAB || b === LF || b === CR) {
        out[n++] = BACKSLASH;
        out[n++] = b === BACKSLASH ? BACKSLASH : b === TAB ? 0x74 : b === LF ? 0x6e : 0x72;
      } else {
        out[n++] = b;
        if (b === QUOTE && f.escaped) i++;
      }
    }
    this.length = n;
  }
  take(): Buffer {
    const done = Buffer.from(this.buffer.subarray(0, this.length));
    this.length = 0;
    return done;
  }
}

/**
 * The file's records as COPY text rows, about `pieceBytes` at a time, each piece with the count of file
 * bytes it consumed. A record with more or fewer fields than the header fails the import (as COPY would),
 * naming its line; a row without an id, coordinates in degrees or a full_address is skipped and counted by
 * reason, and so is one in the demo addresses' id range. Fields are trimmed of spaces, as before.
 */
export async function* linzCopyRows(
  file: string,
  counts: CopyRowsCounts,
  pieceBytes = 1024 * 1024,
): AsyncGenerator<{ rows: Buffer; bytes: number }> {
  const header = readHeader(file);
  const at = (name: string) => header.indexOf(name);
  const id = at('address_id');
  const x = [at('gd2000_xcoord'), at('shape_X')].filter((i) => i >= 0);
  const y = [at('gd2000_ycoord'), at('shape_Y')].filter((i) => i >= 0);
  const wkt = at('WKT');
  const text = COPY_COLUMNS.slice(1, 7).map(at);
  const fullAddressColumn = at('full_address');
  const fields: Field[] = Array.from({ length: header.length }, () => ({ start: 0, end: 0, escaped: false }));
  /** A column the header has (its index came from the header, so a missing one is a bug here, named). */
  const column = (i: number) => defined(fields[i], 'a header column');
  const out = new Output();
  let line = 1;
  let skipHeader = true;
  let carry: Buffer = Buffer.alloc(0);
  let consumed = 0;

  const skip = (reason: string) => {
    counts.skippedReasons[reason] = (counts.skippedReasons[reason] ?? 0) + 1;
  };
  const trimmed = (b: Buffer, f: Field) => {
    while (f.start < f.end && b[f.start] === SPACE) f.start++;
    while (f.end > f.start && b[f.end - 1] === SPACE) f.end--;
    return f;
  };
  const decimal = (b: Buffer, f: Field) => {
    const value = b.toString('latin1', f.start, f.end);
    return NUMBER.test(value) ? Number(value) : null;
  };
  const coordinate = (b: Buffer, columns: number[], fromWkt: number) => {
    for (const c of columns) {
      const value = decimal(b, column(c));
      if (value !== null) return value;
    }
    if (wkt < 0) return null;
    const wktField = column(wkt);
    const point = WKT_POINT.exec(b.toString('utf8', wktField.start, wktField.end))?.[fromWkt];
    return point !== undefined && NUMBER.test(point) ? Number(point) : null;
  };

  /** One record's fields are in `fields`: checked, and written as a row or counted as skipped. */
  const record = (b: Buffer, count: number) => {
    if (count !== header.length)
      throw new Error(`line ${line} of ${file} has ${count} fields where the header has ${header.length}`);
    counts.rows++;
    for (const f of fields) trimmed(b, f);
    const idField = column(id);
    const idText = b.toString('latin1', idField.start, idField.end);
    const addressId = /^[0-9]{1,9}$/.test(idText) ? Number(idText) : 0;
    if (addressId <= 0) {
      skip(SKIP_REASONS.id);
      return;
    }
    if (addressId >= DEMO_ID_BASE) {
      skip(SKIP_REASONS.demo);
      return;
    }
    const longitude = coordinate(b, x, 1);
    const latitude = coordinate(b, y, 2);
    if (longitude === null || latitude === null || Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
      skip(SKIP_REASONS.coordinates);
      return;
    }
    const full = fields[fullAddressColumn];
    if (!full || full.start === full.end) {
      skip(SKIP_REASONS.fullAddress);
      return;
    }
    out.ascii(String(addressId));
    text.forEach((c, i) => {
      out.byte(TAB);
      const f = c >= 0 ? fields[c] : null;
      // The postcode is null when the file has none (or an empty one); the other texts are then ''.
      if (f && (i !== 5 || f.end > f.start)) out.field(b, f);
      else if (i === 5) out.ascii('\\N');
    });
    out.ascii(`\t${longitude}\t${latitude}\n`);
    counts.imported++;
  };

  /** Reads every whole record of `b`; returns where the first incomplete one starts. */
  const parse = (b: Buffer, last: boolean): number => {
    let start = 0;
    const length = b.length;
    records: while (start < length) {
      let pos = start;
      let count = 0;
      for (;;) {
        const f = fields[count] ?? { start: 0, end: 0, escaped: false };
        if (b[pos] === QUOTE) {
          let j = pos + 1;
          let escaped = false;
          for (;;) {
            j = b.indexOf(QUOTE, j);
            if (j === -1 || (j + 1 >= length && !last)) break records;
            if (b[j + 1] === QUOTE) {
              escaped = true;
              j += 2;
              continue;
            }
            break;
          }
          f.start = pos + 1;
          f.end = j;
          f.escaped = escaped;
          pos = j + 1;
        } else {
          let j = pos;
          while (j < length && b[j] !== COMMA && b[j] !== LF) j++;
          if (j === length && !last) break records;
          f.start = pos;
          f.end = j > pos && b[j - 1] === CR && b[j] !== COMMA ? j - 1 : j;
          f.escaped = false;
          pos = j;
        }
        count++;
        if (pos < length && b[pos] === COMMA) {
          pos++;
          continue;
        }
        if (pos < length && b[pos] === CR) pos++;
        if (pos < length && b[pos] !== LF)
          throw new Error(`line ${line} of ${file} has a quote in the middle of a field`);
        pos++;
        break;
      }
      if (skipHeader) skipHeader = false;
      else if (!(count === 1 && column(0).start === column(0).end)) record(b, count); // a blank line is no record
      line++;
      start = pos;
    }
    return start;
  };

  for await (const chunk of fs.createReadStream(file, { highWaterMark: pieceBytes }) as AsyncIterable<Buffer>) {
    const b: Buffer = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const used = parse(b, false);
    carry = b.subarray(used);
    consumed += chunk.length;
    if (out.length) {
      yield { rows: out.take(), bytes: consumed };
      consumed = 0;
    }
  }
  if (carry.length) parse(carry, true);
  yield { rows: out.take(), bytes: consumed };
}
