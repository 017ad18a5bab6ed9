import type { FastifyReply } from 'fastify';
import { ALLOWED_FILE_TYPES, extensionOf } from '@consent/domain';
import type { StoredDocument } from './service.js';

/**
 * The name a stored file is offered under: the uploader's name, ending in the extension of the type its
 * content was checked to be (a PDF uploaded as `poly.html` downloads as `poly.html.pdf`), so the name
 * never tells the user's system to open it as something it is not.
 */
function servedFileName(originalName: string, contentType: string): string {
  const type = ALLOWED_FILE_TYPES.find((t) => t.contentType === contentType);
  if (!type || type.extensions.includes(extensionOf(originalName))) return originalName;
  return `${originalName}.${type.extensions[0]}`;
}

/**
 * A Content-Disposition header that offers the file under its name and cannot be broken by it
 * (RFC 6266): an ASCII fallback with anything risky replaced, and the exact name in RFC 5987 form.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A stored file is never a page of this site: no script, no plugins, its own opaque origin if opened. */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** Sends a stored document as a download, with the headers that keep it from being read as a page of the site. */
export function sendDocument(reply: FastifyReply, { document, body }: StoredDocument) {
  return reply
    .header('content-type', document.contentType)
    .header('content-length', String(document.size))
    .header('content-disposition', attachmentDisposition(servedFileName(document.originalName, document.contentType)))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CONTENT_SECURITY_POLICY)
    .send(body);
}
