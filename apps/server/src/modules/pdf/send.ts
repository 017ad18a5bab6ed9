import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { attachmentDisposition } from '../documents/disposition.js';

/** Sends an application's PDF as a download: the same answer to its applicant and to its council. */
export function sendApplicationPdf(reply: FastifyReply, appId: number, document: Buffer | Readable) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(`application-${appId}.pdf`))
    .header('cache-control', 'private, no-store')
    .send(document);
}
