import { z } from 'zod';
import type { ApplicationListItem } from './applicationData.js';
import type { TypeCode } from './applicationTypes.js';
import { idSchema } from './api.js';

/**
 * Applications started from a building consent rather than from scratch (spec point 4: "CCC, CPU,
 * amendment, resource consent and multiproof clone use separate creation flows").
 */
export const RELATED_KINDS = ['ccc', 'cpu', 'abc', 'clone', 'rc'] as const;
export type RelatedKind = (typeof RELATED_KINDS)[number];

export interface RelatedKindDefinition {
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
export const relatedMessages = {
  notCompletedConsent: 'Choose a completed building consent.',
  notCompletedMultiproof: 'Choose a completed multiproof building consent to clone.',
} as const;

/** The note a clone carries; the wizard asks clones for the owner's street address (spec point 5). */
export const cloneNote = (fromAppId: number | string) => `Clone from Application ${fromAppId}`;

/**
 * Which of the user's applications a new one of this kind may relate to: a completed building consent
 * (for a clone, a completed multiproof one).
 */
export function canRelateTo(kind: RelatedKind, item: Pick<ApplicationListItem, 'completed' | 'typeCode' | 'param'>): boolean {
  if (!item.completed || item.typeCode !== 'bc') return false;
  return kind === 'clone' ? item.param === 'multiproof' || item.param === 'mbie' : true;
}

export const BC_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$/;
export const CONSENT_PASSCODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

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
