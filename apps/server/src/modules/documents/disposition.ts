/**
 * A Content-Disposition header that offers the file under its original name and cannot be broken by
 * it (RFC 6266): an ASCII fallback with anything risky replaced, and the exact name in RFC 5987 form.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
