import { PARCEL_OPTIONS, parcelMessages } from '@consent/domain';
import type { FastifyRequest } from 'fastify';

/**
 * Spec point 4 "Parcel mode: single or multiple only; anything else is logged ('not a valid parcel opt')
 * and ignored" (point 8 "Invalid parcel option"). A body whose parcel_opt is neither is logged here, before
 * validation; the schema then refuses it with a 400, so the mode and the parcels stay as they were.
 */
export async function logInvalidParcelOpt(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('parcel_opt' in body)) return;
  const parcelOpt = body.parcel_opt;
  if (!(PARCEL_OPTIONS as readonly unknown[]).includes(parcelOpt))
    request.log.warn({ parcel_opt: parcelOpt }, parcelMessages.notValidParcelOpt);
}
