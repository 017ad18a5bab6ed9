import { z } from 'zod';
import type { ApplicationListItem } from './applicationData.js';
import type { TypeCode } from './applicationTypes.js';
import { idSchema } from './api.js';

/**
 * Applications started from a building consent rather than from scratch (spec point 4: "CCC, CPU,
 * amendment, resource consent and multiproof clone use separate creation flows").
 */
const RELATED_KINDS = ['ccc', 'cpu', 'abc', 'clone', 'rc'] as const;
export type RelatedKind = (typeof RELATED_KINDS)[number];

interface RelatedKindDefinition {
  typeCode: TypeCode;
  param: 'standard' | 'multiproof';
  /** application_type: the building consent family (2), or 7 for the planning application. */
  applicationType: number;
  /** Whether the user's multiproof permission is needed. */
  needsMultiproof: boolean;
}

export const RELATED_KIND_DEFINITIONS: Record<RelatedKind, RelatedKindDefinition> = {
  ccc: { typeCode: 'ccc', param: 'standard', applicationType: 2, needsMultiproof: false },
  cpu: { typeCode: 'cpu', param: 'standard', applicationType: 2, needsMultiproof: false },
  abc: { typeCode: 'abc', param: 'standard', applicationType: 2, needsMultiproof: false },
  clone: { typeCode: 'bc', param: 'multiproof', applicationType: 2, needsMultiproof: true },
  rc: { typeCode: 'rc', param: 'standard', applicationType: 7, needsMultiproof: false },
};

/** Why a chosen application cannot be the one a new application relates to. */
const relatedMessages = {
  notCompletedConsent: 'Choose a completed building consent.',
  notGrantedConsent:
    'Choose a building consent the council has granted: only a granted consent can have a code compliance certificate, a certificate for public use or an amendment.',
  notCompletedMultiproof: 'Choose a completed multiproof building consent to clone.',
} as const;

/** The note a clone carries; the wizard asks clones for the owner's street address (spec point 5). */
export const cloneNote = (fromAppId: number | string) => `Clone from Application ${fromAppId}`;

/** What follows from a council's decision: only a granted building consent has a CCC, CPU or amendment (issue 18.5). */
export const NEEDS_GRANTED_PARENT: readonly RelatedKind[] = ['ccc', 'cpu', 'abc'];

/**
 * The kinds about the same building on the same site, which start with the parent's owner, agent, first point of
 * contact, invoice payer, site location and parcels copied (issue 15.6). A multiproof clone is the same design on
 * a new site for whoever builds there, so it starts empty.
 */
export const COPIES_PARENT: readonly RelatedKind[] = ['ccc', 'cpu', 'abc', 'rc'];

type RelatedCandidate = Pick<ApplicationListItem, 'completed' | 'typeCode' | 'param' | 'lifecycleStatus'>;

/**
 * Why one of the user's applications cannot be the parent of a new one of this kind, or null when it can: a
 * granted building consent for a CCC, CPU or amendment; a completed one for a resource consent; a completed
 * multiproof one for a clone.
 */
export function relatedRefusal(kind: RelatedKind, item: RelatedCandidate): string | null {
  if (kind === 'clone') {
    const multiproof = item.param === 'multiproof' || item.param === 'mbie';
    return item.completed && item.typeCode === 'bc' && multiproof ? null : relatedMessages.notCompletedMultiproof;
  }
  if (NEEDS_GRANTED_PARENT.includes(kind)) {
    return item.typeCode === 'bc' && item.lifecycleStatus === 'granted' ? null : relatedMessages.notGrantedConsent;
  }
  return item.completed && item.typeCode === 'bc' ? null : relatedMessages.notCompletedConsent;
}

/** Which of the user's applications a new one of this kind may relate to (the dialog's choices). */
export function canRelateTo(kind: RelatedKind, item: RelatedCandidate): boolean {
  return relatedRefusal(kind, item) === null;
}

const BC_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$/;
const CONSENT_PASSCODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/** `POST /api/applications/related`: from one of the user's own consents, or from a council's consent number. */
export const relatedApplicationSchema = z.union([
  z.strictObject({ kind: z.enum(RELATED_KINDS), relatedAppId: idSchema }),
  z.strictObject({
    kind: z.enum(RELATED_KINDS),
    councilId: idSchema,
    bcNumber: z
      .string()
      .trim()
      .regex(BC_NUMBER_PATTERN, { message: 'Enter the consent number as the council gave it, for example BC240123' }),
    passcode: z
      .string()
      .trim()
      .regex(CONSENT_PASSCODE_PATTERN, { message: 'Enter the passcode the council gave you (letters and numbers)' }),
  }),
]);
export type RelatedApplicationRequest = z.infer<typeof relatedApplicationSchema>;

export const multiproofRequestSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(10, { message: 'Tell us in a sentence or two why you need the multiproof function' })
    .max(2000),
});
