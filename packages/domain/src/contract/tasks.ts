import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { WIZARD_PAGES, type WizardPageId } from '../wizard/pages.js';
import { TASK_STATUSES } from '../wizard/tasks.js';
import { route, successResult } from './route.js';

/** The wizard's page ids, in the spec's order. */
const pageIdSchema = z.enum(WIZARD_PAGES.map((page) => page.id) as [WizardPageId, ...WizardPageId[]]);

/** One required page with its status. */
const taskSchema = z.object({ page: pageIdSchema, name: z.string(), step: z.number(), status: z.enum(TASK_STATUSES) });

/** The task list ("Application progress", issue 15). */
export const tasksContract = {
  tasks: route({
    method: 'GET',
    path: '/api/applications/:appId/tasks',
    params: appIdParamsSchema,
    response: z.object({
      result: successResult,
      tasks: z.array(taskSchema),
      /** The legacy step of the first page that still needs an answer; null when every page is completed. */
      resumeStep: z.number().nullable(),
    }),
  }),
};
