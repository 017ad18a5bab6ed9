import { z } from 'zod';
import { appIdParamsSchema, saveStepSchema, validationModeSchema } from '../api.js';
import type { ValidationMode } from '../constants.js';
import { route, statusAnswerSchema, successResult } from '../contract/route.js';
import { storedShape } from '../contract/storedShape.js';

/*
 * The spec's calls of a stored form (ADR 0031), written once each in its definition's `store`: most load as
 * `{ result, data }` and save `{ data, validation_mode, step? }` (dataLoad, dataSave); a form whose spec call
 * answers or takes other fields names its route and how its answers map to it (loadCall, saveCall).
 */

const params = appIdParamsSchema;

/**
 * A load that answers `{ result, ...answer(answers) }`, its response schema given with its route; `back` reads the
 * form's answers out of that answer again (check your answers reads a form through its first load).
 */
export function loadCall<const R extends { path: string; response: z.ZodType }, Answers>(
  call: R,
  answer: (answers: Answers) => object,
  back: (loaded: z.output<R['response']>) => Answers,
) {
  return { route: route({ method: 'GET', params, ...call }), answer, back };
}

/** A load answering a part of a form's answers (the agent's "Need Agent"): check your answers merges it in. */
export function partLoad<const R extends { path: string; response: z.ZodType }, Answers>(
  call: R,
  answer: (answers: Answers) => object,
  back: (loaded: z.output<R['response']>) => Partial<Answers>,
) {
  return { route: route({ method: 'GET', params, ...call }), answer, back, part: true as const };
}

/** A load that answers `{ result, data }`: the form's answers in their stored shape. */
export function dataLoad<const P extends string, S extends z.ZodType>(path: P, schema: S) {
  const response = z.object({ result: successResult, data: storedShape(schema) });
  return loadCall(
    { path, response },
    (answers: z.output<S>) => ({ data: answers }),
    (loaded) => loaded.data,
  );
}

/** A load that answers the form's answers themselves beside `result` (the object schema of its answers given). */
export function spreadLoad<const P extends string, S extends z.ZodObject>(path: P, schema: S) {
  // The answers' own fields beside `result`, typed as the answers (zod cannot infer an extended generic object).
  const response = schema.extend({ result: successResult }) as unknown as z.ZodType<
    z.output<S> & { result: string },
    z.output<S> & { result: 'success' }
  >;
  return loadCall(
    { path, response },
    (answers: z.output<S>) => answers,
    ({ result: _result, ...answers }) => answers as unknown as z.output<S>,
  );
}

/** What a save call hands the store, taken out of its body. */
export interface TakenSave<Saved> {
  answers: Saved;
  validation_mode?: ValidationMode | undefined;
  step?: number | undefined;
  /** The application its body names: where its path names one too, the two must agree. */
  appId?: number | undefined;
}

/** A save whose body is the route's own: `take` says which answers, mode and step it carries. */
export function saveCall<const R extends { path: string; body: z.ZodType; params?: z.ZodType }, Saved>(
  call: R,
  take: (body: z.output<R['body']>) => TakenSave<Saved>,
) {
  return { route: route({ method: 'POST', params, response: statusAnswerSchema, ...call }), take };
}

/**
 * A save that answers more than the status (the role's answers the role as kept): its route names its response, and
 * `answer` gives the fields beside the status from the answers the store kept.
 */
export function answeringSaveCall<
  const R extends { path: string; body: z.ZodType; response: z.ZodType<object> },
  Saved,
>(call: R, take: (body: z.output<R['body']>) => TakenSave<Saved>, answer: (kept: Saved) => object) {
  return { route: route({ method: 'POST', params, ...call }), take, answer };
}

/** What a save of one part of a form's answers hands the store: the fields it writes, merged into the saved ones. */
export interface TakenPart<Saved> extends Omit<TakenSave<Saved>, 'answers'> {
  part: Partial<Saved>;
}

/** A save of one part of a form's answers (the agent's details, "Need Agent"): the other parts stay as saved. */
export function partSaveCall<const R extends { path: string; body: z.ZodType }, Saved>(
  call: R,
  take: (body: z.output<R['body']>) => TakenPart<Saved>,
) {
  return { route: route({ method: 'POST', params, response: statusAnswerSchema, ...call }), take };
}

/** A save whose path names no application: its body names it, so `take` must say which (the PIM's matters). */
export function bodySaveCall<const R extends { path: string; body: z.ZodType }, Saved>(
  call: R,
  take: (body: z.output<R['body']>) => TakenSave<Saved> & { appId: number },
) {
  return { route: route({ method: 'POST', response: statusAnswerSchema, ...call }), take };
}

/** A save body of `{ data, validation_mode, step? }`, as each form's save schema writes it. */
interface DataBodyShape extends z.ZodRawShape {
  data: z.ZodType;
}

/** A save of `{ data, validation_mode, step? }`: the answers are its data. */
export function dataSave<const P extends string, S extends DataBodyShape>(
  path: P,
  body: z.ZodObject<S, z.core.$strict>,
) {
  return saveCall({ path, body }, (saved) => {
    const { data, validation_mode, step } = saved as {
      data: z.output<S['data']>;
      validation_mode?: ValidationMode;
      step?: number;
    };
    return { answers: data, validation_mode, step };
  });
}

/** The path of a stored form that names no spec calls (a form the spec does not have): made from its id. */
export const ownFormPath = <const F extends string>(form: F) => `/api/applications/:appId/forms/${form}` as const;

/**
 * The calls of a stored form that names none (issue 28 point 2): its answers loaded as `{ result, data }` and saved
 * as `{ data, validation_mode?, step? }`, both at its own path, so its author invents no path.
 */
export function ownCalls<const F extends string, S extends z.ZodObject>(form: F, schema: S) {
  const path = ownFormPath(form);
  const body = z.strictObject({
    data: schema,
    validation_mode: validationModeSchema.optional(),
    step: saveStepSchema.optional(),
  });
  return { load: [dataLoad(path, schema)] as const, save: dataSave(path, body) };
}

/** The calls made for a stored form that names none, typed by its id and schema. */
export type OwnCalls<F extends string, S extends z.ZodObject> = ReturnType<typeof ownCalls<F, S>>;
