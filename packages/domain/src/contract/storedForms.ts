import { z } from 'zod';
import { appIdParamsSchema } from '../api.js';
import type { AnswersOf, StoredFormSave } from '../wizard/definition.js';
import { STORED_FORMS, storedDefinition, type FORM_REGISTRY, type StoredForm } from '../wizard/registry.js';
import { route, statusAnswerSchema, successResult, type ContractRoute } from './route.js';
import { storedShape } from './storedShape.js';

type Registry = typeof FORM_REGISTRY;
const params = appIdParamsSchema;

/** A stored form's load: the spec's `{ result, data }`, its answers in their stored shape. */
interface LoadRoute<Answers> extends ContractRoute {
  method: 'GET';
  params: typeof params;
  response: z.ZodType<{ result: string; data: Answers }, { result: 'success'; data: Answers }>;
}

/** A stored form's save: its own body (answers, validation mode, the step where its call has one). */
interface SaveRoute<Body extends z.ZodType> extends ContractRoute {
  method: 'POST';
  params: typeof params;
  body: Body;
  response: typeof statusAnswerSchema;
}

/** A stored form's routes: its loads, the web's first, and its save. */
export interface StoredFormRoutes<Answers, Body extends z.ZodType> {
  load: readonly [LoadRoute<Answers>, ...LoadRoute<Answers>[]];
  save: SaveRoute<Body>;
}

/** Any stored form's routes, as the server registers them whichever form they are. */
export type AnyStoredFormRoutes = StoredFormRoutes<unknown, z.ZodType<StoredFormSave<unknown>>>;

type SaveBodyOf<F extends StoredForm> = Registry[F] extends { store: { save: { body: infer B extends z.ZodType } } }
  ? B
  : never;

function routesOf(form: StoredForm): AnyStoredFormRoutes {
  const { schema, store } = storedDefinition(form);
  const response = z.object({ result: successResult, data: storedShape(schema) });
  const load = (path: string) => route({ method: 'GET', path, params, response });
  const [first, ...more] = store.load;
  return {
    load: [load(first), ...more.map(load)],
    save: route({ method: 'POST', path: store.save.path, params, body: store.save.body, response: statusAnswerSchema }),
  };
}

/**
 * The routes of every stored form (ADR 0031), made from its definition's `store`: the server registers them and the
 * web calls them, typed by the form's answers and save body, with no route of the form's own written anywhere.
 */
export const storedFormsContract = Object.fromEntries(STORED_FORMS.map((form) => [form, routesOf(form)])) as {
  readonly [F in StoredForm]: StoredFormRoutes<AnswersOf<Registry[F]>, SaveBodyOf<F>>;
};

/** The same routes one by one, named `<form>.load<n>` and `<form>.save`, for the table of every route. */
export const storedFormRoutes: Record<string, ContractRoute> = Object.fromEntries(
  Object.entries(storedFormsContract as Record<string, AnyStoredFormRoutes>).flatMap(
    ([form, { load, save }]): [string, ContractRoute][] => [
      ...load.map((loadRoute, n): [string, ContractRoute] => [`${form}.load${n}`, loadRoute]),
      [`${form}.save`, save],
    ],
  ),
);
