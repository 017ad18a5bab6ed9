import { defined } from '../defined.js';

/**
 * Upload limits and the allow-list of file types, for browser and server alike (as PlanX keeps them in
 * one package). A file's type is decided by its content (magic numbers), never by its name alone.
 */

/** 100 MB a file by default; the server's UPLOAD_MAX_BYTES changes it and the list call tells the browser. */
export const DEFAULT_MAX_FILE_BYTES = 100 * 1024 * 1024;

/** How much of a file's start is read to decide its type: enough to find an Office file's parts in its zip. */
export const SNIFF_BYTES = 64 * 1024;

type FileTypeId = 'pdf' | 'jpeg' | 'png' | 'tiff' | 'dwg' | 'docx' | 'xlsx';

export interface AllowedFileType {
  id: FileTypeId;
  name: string;
  contentType: string;
  extensions: readonly string[];
}

export const ALLOWED_FILE_TYPES: readonly AllowedFileType[] = [
  { id: 'pdf', name: 'PDF', contentType: 'application/pdf', extensions: ['pdf'] },
  { id: 'jpeg', name: 'JPEG', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { id: 'png', name: 'PNG', contentType: 'image/png', extensions: ['png'] },
  { id: 'tiff', name: 'TIFF', contentType: 'image/tiff', extensions: ['tif', 'tiff'] },
  { id: 'dwg', name: 'DWG', contentType: 'image/vnd.dwg', extensions: ['dwg'] },
  {
    id: 'docx',
    name: 'Word (.docx)',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  {
    id: 'xlsx',
    name: 'Excel (.xlsx)',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
];

const byId = new Map(ALLOWED_FILE_TYPES.map((t) => [t.id, t]));
export const allowedFileType = (id: FileTypeId): AllowedFileType => defined(byId.get(id), 'byId.get(id)');

/** "PDF, JPEG, PNG, TIFF, DWG, Word (.docx) or Excel (.xlsx)" for messages. */
export const ALLOWED_TYPE_NAMES = (() => {
  const names = ALLOWED_FILE_TYPES.map((t) => t.name);
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
})();

/** For the file picker's accept attribute: a hint only, the content decides. */
export const ACCEPT_ATTRIBUTE = ALLOWED_FILE_TYPES.flatMap((t) => t.extensions.map((e) => `.${e}`)).join(',');

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...head.subarray(from, Math.min(to, head.length)));

/** The names of the entries in a zip's local file headers found in the head (Office files are zips of named parts). */
function zipEntryNames(head: Uint8Array): string[] {
  const names: string[] = [];
  for (let i = 0; i + 30 <= head.length; i++) {
    if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04], i)) continue;
    const low = head[i + 26];
    const high = head[i + 27];
    if (low === undefined || high === undefined) break; // the loop's bound keeps both inside `head`
    const nameLength = low | (high << 8);
    names.push(ascii(head, i + 30, i + 30 + nameLength));
  }
  return names;
}

function officeType(head: Uint8Array, claimedExtension: string): FileTypeId | null {
  const names = zipEntryNames(head);
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.some((n) => n.startsWith('word/'))) return 'docx';
  if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  // A large Office file may place its parts beyond the head; its package marker is enough with a matching name.
  return claimedExtension === 'docx' || claimedExtension === 'xlsx' ? claimedExtension : null;
}

/**
 * The allowed type the file's first bytes (up to SNIFF_BYTES) show it to be, or null when it is none of
 * them: a renamed program, archive or script is refused whatever its name says.
 */
export function detectFileType(head: Uint8Array, fileName = ''): FileTypeId | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (/^AC10(1[2-9]|2[0-9]|3[0-9])$/.test(ascii(head, 0, 6))) return 'dwg'; // AutoCAD R13 (AC1012) onwards
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeType(head, extensionOf(fileName));
  return null;
}

/** "100 MB", "1.5 MB", "300 KB": sizes as people read them (1 MB = 1024 × 1024 bytes, as the limit is set). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** A file name safe to store and show: no folders (some browsers send C:\fakepath\…), no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return cleaned || 'document';
}
