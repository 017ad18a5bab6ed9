import { randomBytes } from 'node:crypto';
import type { Client } from './app.js';

/** A small but real PDF (pdf.js can open it), and the first bytes of other kinds of file. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(2000),
]);
/** A Windows program: "MZ", then the DOS stub. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.'),
  randomBytes(4000),
]);

const BOUNDARY = '----consent-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartFile(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export function uploadDocument(
  client: Client,
  appId: number,
  documentTypeId: number | string,
  filename: string,
  content: Buffer,
) {
  const { payload, headers } = multipartFile(filename, content);
  return client.request({
    method: 'POST',
    url: `/api/applications/${appId}/documents?documentTypeId=${documentTypeId}`,
    payload,
    headers,
  });
}

/** Uploads a small PDF for each document type the application still misses. */
export async function uploadRequiredDocuments(client: Client, appId: number): Promise<void> {
  const list = (await client.get(`/obca/attachment/${appId}`)).json<{ missing: { id: number; name: string }[] }>();
  for (const type of list.missing) {
    const response = await uploadDocument(client, appId, type.id, `${type.name}.pdf`, SMALL_PDF);
    if (response.statusCode !== 201) throw new Error(`upload ${type.name}: ${response.statusCode} ${response.body}`);
  }
}
