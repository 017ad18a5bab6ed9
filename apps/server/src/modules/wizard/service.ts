import {
  DEFAULT_VALIDATION_MODE,
  EMPTY_ECAN,
  PIM_MATTERS,
  checkEcan,
  formMessages,
  isReferenceWellFormed,
  nzToday,
  type EcanData,
  type FormProblems,
  type ValidationMode,
  type WizardFormId,
  type WizardPageId,
  requiredPages,
  resumePage,
  startStep,
  taskList,
  defined,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import { badRequest, refuseIfInvalid } from '../../http/errors.js';
import type { ApplicationAccess, ApplicationRow } from '../applications/access.js';
import type { WizardRules } from '../applications/service.js';
import type { SessionUser } from '../auth/service.js';
import type { CouncilService } from '../councils/service.js';
import * as repo from './repo.js';
import { contextOf } from './context.js';
import { storedFormService } from './storedForms.js';
import {
  formProblems,
  pageProblemCount,
  unansweredForms,
  type ModuleChecks,
  type UnansweredInput,
} from './unanswered.js';

export function createWizardService(
  db: () => Db,
  applications: ApplicationAccess,
  councils: CouncilService,
  moduleChecks: ModuleChecks,
) {
  const referenceExists = (councilId: number) => (ref: string) =>
    isReferenceWellFormed(ref) ? repo.preApplicationReferenceExists(db(), councilId, ref) : Promise.resolve(false);

  const service = {
    async checkReference(user: SessionUser, appId: number, refNumber: string): Promise<boolean> {
      const row = await applications.access(user, appId, 'read');
      return referenceExists(row.councilId)(refNumber);
    },

    async ecan(user: SessionUser, appId: number) {
      const row = await applications.access(user, appId, 'read');
      const { council } = await councils.withConfig(row.councilId);
      return { data: row.ecan ?? EMPTY_ECAN, regional: council.isRegional };
    },

    /** Only an application to a regional council has this form. */
    async saveEcan(user: SessionUser, appId: number, data: EcanData, mode: ValidationMode) {
      const row = await applications.open(user, appId, 'plg');
      const { council } = await councils.withConfig(row.councilId);
      if (!council.isRegional) throw badRequest([formMessages.regionalCouncilOnly]);
      refuseIfInvalid(checkEcan(data, mode, nzToday()));
      await applications.saveSections(row.id, { ecan: data });
    },

    pimMatters: () => PIM_MATTERS,
  };

  /** What the checks of an application's forms need beside its answers: its council, and the lookups they make. */
  async function checkInput(user: SessionUser, row: ApplicationRow, mode: ValidationMode): Promise<UnansweredInput> {
    const { council, config } = await councils.withConfig(row.councilId);
    const lookups = { referenceExists: referenceExists(row.councilId), moduleChecks };
    return { row, user, council, config, mode, ...lookups };
  }

  /** Every problem of these forms for an application's answers (stored, or about to be), in the order given. */
  async function problemsOf(
    user: SessionUser,
    row: ApplicationRow,
    formIds: WizardFormId[],
    mode: ValidationMode,
  ): Promise<FormProblems> {
    const input = await checkInput(user, row, mode);
    const problems: FormProblems = [];
    for (const form of formIds) problems.push(...(await formProblems(form, input)));
    return problems;
  }

  async function contextFor(user: SessionUser, application: Parameters<typeof contextOf>[0] & { councilId: number }) {
    const { council, config } = await councils.withConfig(application.councilId);
    return { council, config, ctx: contextOf(application, user, config) };
  }

  const forms: WizardRules = {
    async unanswered(user, row, mode = DEFAULT_VALIDATION_MODE) {
      return unansweredForms(await checkInput(user, row, mode));
    },
    async startStep(user, application) {
      return startStep((await contextFor(user, application)).ctx);
    },
  };

  /** The task list ("Application progress"): every required page with its status, and where resuming opens. */
  async function tasks(user: SessionUser, appId: number) {
    const row = await applications.access(user, appId, 'read');
    const input = await checkInput(user, row, 'all');
    const ctx = contextOf(row, user, input.config);
    const counts = new Map<WizardPageId, number>();
    for (const page of requiredPages(ctx)) counts.set(page, await pageProblemCount(page, ctx, input));
    const list = taskList(ctx, row.maxStep, (page) => counts.get(page) ?? 0);
    const resume = resumePage(list);
    return {
      tasks: list,
      resumeStep:
        resume === null
          ? null
          : defined(
              list.find((task) => task.page === resume),
              'list.find((task) => task.page === resume)',
            ).step,
    };
  }

  return { ...service, ...storedFormService(applications, referenceExists), forms, problemsOf, tasks };
}

export type WizardService = ReturnType<typeof createWizardService>;
