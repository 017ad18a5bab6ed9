import { formatNumber, numberFormatOf, nzToday, type CouncilConfig } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { peekNext, takeNext } from '../sequences/service.js';
import { councilMessages } from './messages.js';
import * as repo from './repo.js';

const KIND = 'consent';
const yearNow = (now: Date) => Number(nzToday(now).slice(0, 4));

/** The consent number the accept form offers (issue 30.1): the council's next, in its format; not taken yet. */
export async function offeredConsentNumber(db: Executor, councilId: number, config: CouncilConfig, now = new Date()) {
  const year = yearNow(now);
  return formatNumber(numberFormatOf(config, KIND), year, await peekNext(db, councilId, KIND, year));
}

/**
 * The accept transition's details with their consent number settled, inside its transaction (ADR 0048). The number
 * the form offered is taken from the council's consent sequence then (the next one, should another officer have
 * taken it meanwhile); any other number is the council's own system's, kept as typed, unless another application
 * of the council already has it.
 */
export async function settleConsentNumber(
  tx: Executor,
  target: { appId: number; councilId: number; config: CouncilConfig },
  details: unknown,
  now = new Date(),
): Promise<unknown> {
  const given = (details as { consentNumber?: unknown } | null)?.consentNumber;
  if (typeof given !== 'string' || !given.trim()) return details; // the accept schema refuses it, with its message
  const consentNumber = given.trim();
  const offered = await offeredConsentNumber(tx, target.councilId, target.config, now);
  if (consentNumber === offered) {
    const year = yearNow(now);
    const taken = await takeNext(tx, target.councilId, KIND, year);
    return { ...(details as object), consentNumber: formatNumber(numberFormatOf(target.config, KIND), year, taken) };
  }
  const holder = await repo.applicationWithConsentNumber(tx, target.councilId, consentNumber, target.appId);
  if (holder !== undefined) throw badRequest([councilMessages.consentNumberTaken(consentNumber, holder, offered)]);
  return details;
}
