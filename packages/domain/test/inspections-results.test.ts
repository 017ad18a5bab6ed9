import { describe, expect, it } from 'vitest';
import {
  inspectionMessages as m,
  inspectionResultSchema,
  photoTypeOf,
  stripJpegMetadata,
  stripPhotoMetadata,
  stripPngMetadata,
  transitionsOnly,
} from '../src/index.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
/** A JPEG segment: marker, two-byte length (itself included), payload. */
const segment = (marker: number, payload: string) => {
  const length = payload.length + 2;
  return bytes([0xff, marker, length >> 8, length & 0xff], payload);
};
const text = (b: Uint8Array) => Buffer.from(b).toString('latin1');

/** A PNG chunk: length, type, data, and four CRC bytes (not checked by the filter). */
const chunk = (type: string, data: string) => {
  const n = data.length;
  return bytes([n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff], type, data, [0, 0, 0, 0]);
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("an inspection photo's location metadata (issue 32.4)", () => {
  const kept = {
    start: bytes([0xff, 0xd8]),
    app0: segment(0xe0, 'JFIF\0keep-app0'),
    dqt: segment(0xdb, 'quantisation'),
    scan: Buffer.concat([
      segment(0xda, 'scan-header'),
      bytes('entropy-coded data with \xff\x00 stuffing', [0xff, 0xd9]),
    ]),
  };
  const jpeg = Buffer.concat([
    kept.start,
    kept.app0,
    segment(0xe1, 'Exif\0\0GPSLatitude -43.53'),
    segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<exif:GPSLongitude>172.63</exif:GPSLongitude>'),
    segment(0xed, 'Photoshop 3.0\0IPTC city Christchurch'),
    kept.dqt,
    kept.scan,
  ]);

  it('drops the APP1 (EXIF, XMP) and APP13 segments of a JPEG and keeps every other byte', () => {
    const stripped = stripJpegMetadata(jpeg);
    expect(stripped).not.toBeNull();
    const out = text(stripped ?? new Uint8Array());
    expect(out).not.toMatch(/GPS|Christchurch|Exif/);
    expect(out).toContain('keep-app0');
    expect(out).toContain('quantisation');
    expect(out.endsWith('entropy-coded data with \xff\x00 stuffing\xff\xd9')).toBe(true);
    expect(Buffer.from(stripped ?? [])).toEqual(Buffer.concat([kept.start, kept.app0, kept.dqt, kept.scan]));
  });

  it('refuses a file that only starts like a JPEG (a segment longer than the file)', () => {
    expect(stripJpegMetadata(bytes([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00], 'short'))).toBeNull();
    expect(stripPhotoMetadata(bytes('GIF89a not a photo'))).toBeNull();
  });

  it('drops the eXIf and text chunks of a PNG and keeps the image chunks', () => {
    const png = Buffer.concat([
      bytes(PNG_SIGNATURE),
      chunk('IHDR', 'header-13-byt'),
      chunk('eXIf', 'MM\0*GPS'),
      chunk('iTXt', 'XML:com.adobe.xmp\0GPSLatitude'),
      chunk('tEXt', 'Comment\0-43.53 172.63'),
      chunk('IDAT', 'pixels'),
      chunk('IEND', ''),
    ]);
    const stripped = stripPngMetadata(png);
    const out = text(stripped ?? new Uint8Array());
    expect(out).not.toMatch(/GPS|eXIf|tEXt|iTXt/);
    expect(out).toContain('IHDRheader-13-byt');
    expect(out).toContain('IDATpixels');
    expect(stripPhotoMetadata(png)?.contentType).toBe('image/png');
    expect(photoTypeOf(jpeg)).toBe('image/jpeg');
  });
});

describe("an inspector's result (issue 32.4)", () => {
  it('needs notes when failed or partially passed, not when passed', () => {
    expect(inspectionResultSchema.safeParse({ outcome: 'passed' }).success).toBe(true);
    for (const outcome of ['failed', 'partially-passed']) {
      const parsed = inspectionResultSchema.safeParse({ outcome, notes: '  ' });
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['notes', m.resultNotesRequired],
      ]);
    }
  });

  it('refuses notes over the limit, more than ten photos and an unknown outcome, each in its own words', () => {
    const ids = Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const parsed = inspectionResultSchema.safeParse({ outcome: 'passed', notes: 'x'.repeat(2001), photoIds: ids });
    expect(parsed.error?.issues.map((i) => i.message).sort()).toEqual(
      [m.resultNotesTooLong, m.resultPhotosTooMany].sort(),
    );
    expect(m.resultNotesTooLong).toBe('Notes on the result must be 2000 characters or fewer');
    expect(inspectionResultSchema.safeParse({ outcome: 'ok' }).error?.issues[0]?.message).toBe(m.outcomeRequired);
  });

  it("leaves inspection results out of the lifecycle machine's transitions", () => {
    const events = [{ action: 'grant' }, { action: 'inspection-failed' }, { action: 'credit-note-issued' }];
    expect(transitionsOnly(events)).toEqual([{ action: 'grant' }]);
  });
});
