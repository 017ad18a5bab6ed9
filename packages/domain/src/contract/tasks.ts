import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import type { WizardPageId } from '../wizard/pages.js';
import { TASK_STATUSES } from '../wizard/tasks.js';
import { route, successResult, typedAs } from './route.js';

/** One required page with its status; the page id is the wizard's own (its list is the forms registry's). */
const taskSchema = z.object({ page: typedAs<WizardPageId>(), name: z.string(), step: z.number(), status: z.enum(TASK_STATUSES) });

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
