import { ALLOWED_TYPE_NAMES, SNIFF_BYTES, detectFileType, documentMessages, formatBytes } from '@consent/domain';

/**
 * The browser's own check before sending a file, with the server's rules (the domain's limits and
 * magic numbers), so a refused file is explained at once instead of after its upload. The server
 * checks again as it streams.
 */
export async function refusalOf(file: File, maxBytes: number): Promise<string | null> {
  if (file.size === 0) return documentMessages.fileEmpty(file.name);
  if (file.size > maxBytes) return documentMessages.fileTooLarge(file.name, formatBytes(maxBytes));
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return detectFileType(head, file.name) ? null : documentMessages.fileTypeRefused(file.name, ALLOWED_TYPE_NAMES);
}
