import { requireVerifiedEmail } from '../auth/verified.js';
import {
  EMPTY_FAST_TRACK,
  EMPTY_FLOOD_AFFECTED,
  FORM_REGISTRY,
  readStoredAnswers,
  SINGLE_PAGE_AFTER_OWN,
  SINGLE_PAGE_BEFORE_OWN,
  SINGLE_PAGE_FORMS,
  SINGLE_PAGE_TITLES,
  checkFastTrack,
  checkFloodAffected,
  fastTrackDataSchema,
  floodAffectedDataSchema,
  singlePageMessages,
  productMessages,
  type AccessNeed,
  type FastTrackData,
  type FloodAffectedData,
  type FormProblems,
  type PersonDetail,
  type SinglePageForm,
  type SubmitAction,
  type ValidationMode,
  type WizardFormId,
  type YesNo,
  type StoredAnswers,
} from '@consent/domain';
import { badRequest, conflict, refuseIfInvalid } from '../../http/errors.js';
import type { ApplicationAccess, ApplicationRow, FormSectionChanges } from '../applications/access.js';
import type { SubmissionService } from '../applications/submission.js';
import type { SessionUser } from '../auth/service.js';
import type { WizardService } from '../wizard/service.js';

interface SinglePageSave<Data> {
  submit_action: SubmitAction;
  owner?: PersonDetail;
  needagent?: YesNo;
  agent?: PersonDetail;
  data: Data;
}

interface FormRules<Data> {
  empty: Data;
  parse(value: unknown): Data | null;
  check(data: Data, mode: ValidationMode): FormProblems;
}

const RULES: { fasttrack: FormRules<FastTrackData>; floodaffected: FormRules<FloodAffectedData> } = {
  fasttrack: {
    empty: EMPTY_FAST_TRACK,
    parse: (value) => fastTrackDataSchema.safeParse(value).data ?? null,
    check: checkFastTrack,
  },
  floodaffected: {
    empty: EMPTY_FLOOD_AFFECTED,
    parse: (value) => floodAffectedDataSchema.safeParse(value).data ?? null,
    check: checkFloodAffected,
  },
};

/** The page's sections in the order the applicant meets them: the site first (its parcels are submitted first). */
const BEFORE_OWN_ANSWERS: WizardFormId[] = [...SINGLE_PAGE_BEFORE_OWN];
const AFTER_OWN_ANSWERS: WizardFormId[] = [...SINGLE_PAGE_AFTER_OWN];

/**
 * The fast-track and flood-affected single-page forms (spec points 2, 4 and 7). The site, contacts and
 * documents are saved by their own modules' calls; this save keeps the owner, agent and the page's own
 * answers, and 'submit' checks the whole page with the wizard's rules (mode 'all') before completing.
 */
export function createSinglePageService(
  applications: ApplicationAccess,
  wizard: WizardService,
  submission: SubmissionService,
) {
  /** Reading needs any access; saving, an open application the user may edit; submitting, its owner (issue 19.6). */
  async function accessibleOf(user: SessionUser, appId: number, form: SinglePageForm, need: AccessNeed) {
    const row = await applications.access(user, appId, need);
    if (need !== 'read' && row.completed) throw conflict(productMessages.applicationCompleted);
    if (row.param !== SINGLE_PAGE_FORMS[form])
      throw badRequest([singlePageMessages.wrongForm(SINGLE_PAGE_TITLES[form])]);
    return row;
  }

  function changesOf<Data>(save: SinglePageSave<Data>): FormSectionChanges {
    return { singlePage: save.data as never };
  }

  /** The owner's and the agent's forms this save answers, under their ids in the store (ADR 0031). */
  function storedOf<Data>(row: ApplicationRow, save: SinglePageSave<Data>): StoredAnswers {
    const stored: Record<string, unknown> = save.owner ? { ownerDetails: save.owner } : {};
    if (save.agent || save.needagent !== undefined) {
      // The agent's form as saved, with the parts this save gives.
      const agent = readStoredAnswers(FORM_REGISTRY.agentDetails, row.sections.agentDetails);
      stored.agentDetails = { data: save.agent || agent.data, needagent: save.needagent ?? agent.needagent };
    }
    return stored;
  }

  async function save<Form extends SinglePageForm>(
    user: SessionUser,
    appId: number,
    form: Form,
    request: SinglePageSave<Form extends 'fasttrack' ? FastTrackData : FloodAffectedData>,
  ): Promise<{ completed: boolean }> {
    const row = await accessibleOf(user, appId, form, request.submit_action === 'save-later' ? 'edit' : 'own');
    const changes = changesOf(request);
    // The owner and the agent are stored forms (ADR 0031): kept under their ids in the store, in the same statement.
    const stored = storedOf(row, request);
    // 'save-later' keeps whatever was typed: validation mode 'none' (spec point 4).
    if (request.submit_action === 'save-later') {
      await applications.saveStoredAnswers(row.id, stored, undefined, changes);
      return { completed: false };
    }
    const answered: ApplicationRow = { ...row, ...changes, sections: { ...row.sections, ...stored } };
    const rules = RULES[form] as FormRules<typeof request.data>;
    // Each section's problems say which form they are in, so the page links them to that form's fields.
    const problemsOf = async (forms: WizardFormId[]) => {
      const found: FormProblems = [];
      for (const form of forms)
        found.push(...(await wizard.problemsOf(user, answered, [form], 'all')).map((p) => ({ ...p, form })));
      return found;
    };
    const problems = [
      ...(await problemsOf(BEFORE_OWN_ANSWERS)),
      ...rules.check(request.data, 'all'),
      ...(await problemsOf(AFTER_OWN_ANSWERS)),
    ];
    refuseIfInvalid(problems);
    requireVerifiedEmail(user);
    await submission.completeWith(row.id, changes, stored);
    return { completed: true };
  }

  const agentOf = ({ data, needagent }: { data: PersonDetail; needagent: YesNo }) => ({ needagent, agent: data });

  async function load<Form extends SinglePageForm>(user: SessionUser, appId: number, form: Form) {
    const row = await accessibleOf(user, appId, form, 'read');
    // Typed per form, so each form's route answers its own answers' shape.
    const rules = RULES[form] as FormRules<Form extends 'fasttrack' ? FastTrackData : FloodAffectedData>;
    return {
      completed: row.completed,
      data: rules.parse(row.singlePage) ?? rules.empty,
      owner: readStoredAnswers(FORM_REGISTRY.ownerDetails, row.sections.ownerDetails),
      ...agentOf(readStoredAnswers(FORM_REGISTRY.agentDetails, row.sections.agentDetails)),
    };
  }

  return { save, load };
}

export type SinglePageService = ReturnType<typeof createSinglePageService>;
