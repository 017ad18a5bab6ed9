/**
 * An inspection photo's metadata stripped (issue 32.4, ADR 0072): a phone's camera writes where it stood into the
 * file (EXIF GPS tags, XMP), and the phone's own resize may keep them. The server removes them again whatever the
 * phone did: from a JPEG the APP1 segments (EXIF, XMP) and APP13 (Photoshop/IPTC, which can hold a place too); from
 * a PNG the eXIf chunk and the text chunks (tEXt, zTXt, iTXt: where XMP is carried). The image data is copied as it
 * is, so the picture is unchanged. Pure: bytes in, bytes out.
 */

export type PhotoType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The photo's type from its first bytes (never its name or the browser's word): JPEG or PNG, else null. */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** JPEG markers whose segments are dropped: APP1 (EXIF, XMP) and APP13 (Photoshop, IPTC). */
const JPEG_DROPPED = new Set([0xe1, 0xed]);
const SOS = 0xda;
const EOI = 0xd9;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A JPEG without its APP1 and APP13 segments; null when its structure cannot be read up to the image data (a
 * file that only starts like a JPEG). Markers before the scan are walked by their lengths; from the first scan
 * (SOS) on, everything is copied.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array | null {
  if (photoTypeOf(bytes) !== 'image/jpeg') return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes (0xFF repeated) may precede a marker.
    let markerAt = at;
    while (bytes[markerAt + 1] === 0xff) markerAt++;
    const marker = bytes[markerAt + 1];
    if (marker === undefined) return null;
    if (marker === EOI) {
      kept.push(bytes.subarray(markerAt, markerAt + 2));
      return concat(kept);
    }
    // Markers that stand alone: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(markerAt, markerAt + 2));
      at = markerAt + 2;
      continue;
    }
    const hi = bytes[markerAt + 2];
    const lo = bytes[markerAt + 3];
    if (hi === undefined || lo === undefined) return null;
    const length = (hi << 8) | lo;
    const end = markerAt + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === SOS) {
      kept.push(bytes.subarray(markerAt));
      return concat(kept);
    }
    if (!JPEG_DROPPED.has(marker)) kept.push(bytes.subarray(markerAt, end));
    at = end;
  }
  return null;
}

/** PNG chunks that are dropped: EXIF, and the text chunks (XMP travels in iTXt). */
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

/** A PNG without its eXIf and text chunks; null when its chunks cannot be read through to IEND. */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array | null {
  if (photoTypeOf(bytes) !== 'image/png') return null;
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = new DataView(bytes.buffer, bytes.byteOffset + at, 4).getUint32(0);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concat(kept);
  }
  return null;
}

/** The photo with its location metadata stripped, and its type; null when it is not a readable JPEG or PNG. */
export function stripPhotoMetadata(bytes: Uint8Array): { contentType: PhotoType; bytes: Uint8Array } | null {
  const type = photoTypeOf(bytes);
  const stripped =
    type === 'image/jpeg' ? stripJpegMetadata(bytes) : type === 'image/png' ? stripPngMetadata(bytes) : null;
  return type && stripped ? { contentType: type, bytes: stripped } : null;
}
