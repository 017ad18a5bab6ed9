import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import { personDetailSchema } from '../forms/applicant.js';
import { YES_NO } from '../forms/common.js';
import {
  fastTrackDataSchema,
  fastTrackSaveSchema,
  floodAffectedDataSchema,
  floodAffectedSaveSchema,
} from '../singlePage/forms.js';
import { route, statusAnswerSchema, successResult } from './route.js';
import { storedShape } from './storedShape.js';

const params = appIdParamsSchema;

/** Everything a single page has saved: its own answers, the owner and agent it shares with the wizard's forms. */
const loadOf = <S extends z.ZodType>(data: S) =>
  z.object({
    result: successResult,
    completed: z.boolean(),
    data: storedShape(data),
    owner: storedShape(personDetailSchema),
    needagent: z.enum(YES_NO),
    agent: storedShape(personDetailSchema),
  });
/** A save says whether it completed the application ('submit') or kept the answers for later. */
const savedSchema = statusAnswerSchema.extend({ completed: z.boolean() });

/** The single-page forms' calls (spec point 7): the save with its submit_action, and the load of everything saved. */
export const singlePageContract = {
  loadFastTrack: route({
    method: 'GET',
    path: '/obca/ajaxform/fasttrack/:appId',
    params,
    response: loadOf(fastTrackDataSchema),
  }),
  saveFastTrack: route({
    method: 'POST',
    path: '/helix/fastTrackApplication/save/:appId',
    params,
    body: fastTrackSaveSchema,
    response: savedSchema,
  }),
  loadFloodAffected: route({
    method: 'GET',
    path: '/obca/ajaxform/floodaffected/:appId',
    params,
    response: loadOf(floodAffectedDataSchema),
  }),
  saveFloodAffected: route({
    method: 'POST',
    path: '/helix/floodAffectedBuildings/save/:appId',
    params,
    body: floodAffectedSaveSchema,
    response: savedSchema,
  }),
};

/** Each single-page form's load and save. */
export const SINGLE_PAGE_ROUTES = {
  fasttrack: { load: singlePageContract.loadFastTrack, save: singlePageContract.saveFastTrack },
  floodaffected: { load: singlePageContract.loadFloodAffected, save: singlePageContract.saveFloodAffected },
} as const;
