import { z } from 'zod';
import { FAST_TRACK_CLAUSE_CODES, FAST_TRACK_PROJECTS, SUBMIT_ACTIONS, type ValidationMode } from '../constants.js';
import { YES_NO, problemList, text, type FormProblems } from '../forms/common.js';
import { personDetailSchema } from '../forms/applicant.js';
import { SINGLE_PAGE_FORMS, singlePageFormOf, type SinglePageForm } from './which.js';
import { GARAGE_PROJECT, isHeatingAppliance } from './summary.js';

export * from './summary.js';

export { SINGLE_PAGE_FORMS, singlePageFormOf, type SinglePageForm };

export const SINGLE_PAGE_TITLES: Record<SinglePageForm, string> = {
  fasttrack: 'Application for Fast Track Building Consent',
  floodaffected: 'Application for Building Consent to remediate Flood Affected Buildings',
};

export const singlePageMessages = {
  projectChoose: 'Please select the project.',
  makeRequired: "Please enter the appliance's make.",
  modelRequired: "Please enter the appliance's model.",
  garageSizeRequired: 'Please enter the size of the garage.',
  clausesChoose: 'Please select at least one Building Code clause.',
  damageRequired: 'Please describe the flood damage to the building.',
  remediationRequired: 'Please describe the work to remediate the flood damage.',
  buildingUseRequired: "Please enter the building's use.",
  wrongForm: (title: string) => `This application is not an ${title}.`,
} as const;

export const fastTrackDataSchema = z.strictObject({
  project: z.enum(['', ...FAST_TRACK_PROJECTS]).default(''),
  make: text(100),
  model: text(100),
  garage_size: text(50),
  /** Only the fast-track clause codes (spec point 9); anything else is refused by the schema. */
  clauses: z.array(z.enum(FAST_TRACK_CLAUSE_CODES)).max(FAST_TRACK_CLAUSE_CODES.length).default([]),
});
export type FastTrackData = z.output<typeof fastTrackDataSchema>;
export const EMPTY_FAST_TRACK: FastTrackData = fastTrackDataSchema.parse({});

export const floodAffectedDataSchema = z.strictObject({
  damage: text(2000),
  remediation_work: text(2000),
  building_use: text(200),
});
export type FloodAffectedData = z.output<typeof floodAffectedDataSchema>;
export const EMPTY_FLOOD_AFFECTED: FloodAffectedData = floodAffectedDataSchema.parse({});

/** What the single page stores of its own (the site, contacts and documents live with their modules). */
export type SinglePageData = FastTrackData | FloodAffectedData;

export function checkFastTrack(data: FastTrackData, mode: ValidationMode): FormProblems {
  const list = problemList(mode);
  if (!list.checkRequired) return list.problems;
  if (!data.project) list.add('project', singlePageMessages.projectChoose);
  if (isHeatingAppliance(data.project)) {
    if (!data.make) list.add('make', singlePageMessages.makeRequired);
    if (!data.model) list.add('model', singlePageMessages.modelRequired);
  }
  if (data.project === GARAGE_PROJECT && !data.garage_size)
    list.add('garage_size', singlePageMessages.garageSizeRequired);
  if (!data.clauses.length) list.add('clauses', singlePageMessages.clausesChoose);
  return list.problems;
}

export function checkFloodAffected(data: FloodAffectedData, mode: ValidationMode): FormProblems {
  const list = problemList(mode);
  if (!list.checkRequired) return list.problems;
  if (!data.damage) list.add('damage', singlePageMessages.damageRequired);
  if (!data.remediation_work) list.add('remediation_work', singlePageMessages.remediationRequired);
  if (!data.building_use) list.add('building_use', singlePageMessages.buildingUseRequired);
  return list.problems;
}

export type SubmitAction = (typeof SUBMIT_ACTIONS)[number];

/** The page's own answers plus the owner and agent it shares with the wizard's forms. */
const commonSave = {
  submit_action: z.enum(SUBMIT_ACTIONS),
  owner: personDetailSchema.optional(),
  /** Left out, the saved answer stays (the page's agent form saves it through its own call). */
  needagent: z.enum(YES_NO).optional(),
  agent: personDetailSchema.optional(),
};

/** `POST /helix/fastTrackApplication/save/{appId}`: form data plus submit_action (spec point 7). */
export const fastTrackSaveSchema = z.strictObject({ ...commonSave, data: fastTrackDataSchema });

/** `POST /helix/floodAffectedBuildings/save/{appId}`. */
export const floodAffectedSaveSchema = z.strictObject({ ...commonSave, data: floodAffectedDataSchema });

/** A single page's stored answers, read back in its shape (anything unreadable counts as unanswered). */
export function storedSinglePage(form: SinglePageForm, stored: unknown): SinglePageData {
  return form === 'fasttrack'
    ? (fastTrackDataSchema.safeParse(stored).data ?? EMPTY_FAST_TRACK)
    : (floodAffectedDataSchema.safeParse(stored).data ?? EMPTY_FLOOD_AFFECTED);
}

export function checkSinglePage(form: SinglePageForm, data: SinglePageData, mode: ValidationMode): FormProblems {
  return form === 'fasttrack'
    ? checkFastTrack(data as FastTrackData, mode)
    : checkFloodAffected(data as FloodAffectedData, mode);
}
