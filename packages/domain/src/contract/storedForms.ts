import { STORED_FORMS, storedDefinition, type FORM_REGISTRY, type StoredForm } from '../wizard/registry.js';
import type { OwnCalls } from '../wizard/storeCalls.js';
import type { ContractRoute } from './route.js';

type Registry = typeof FORM_REGISTRY;

/** A stored form's calls: those its store names, or those made from its id where it names none (`ownCalls`). */
type Store<F extends StoredForm> = Registry[F]['store'] extends { readonly save: unknown }
  ? Registry[F]['store']
  : OwnCalls<F, Registry[F]['schema']>;

/** A stored form's routes, each as its definition's store names it: its loads, the web's first, and its save. */
export interface StoredFormRoutes<F extends StoredForm> {
  readonly load: readonly [Store<F>['load'][0]['route'], ...Store<F>['load'][number]['route'][]];
  readonly save: Store<F>['save']['route'];
}

/** Any stored form's routes, as the table of every route lists them whichever form they are. */
export interface AnyStoredFormRoutes {
  readonly load: readonly ContractRoute[];
  readonly save: ContractRoute;
  /** Its other saves, each of a part of its answers. */
  readonly more: readonly ContractRoute[];
}

function routesOf(form: StoredForm): AnyStoredFormRoutes {
  const { load, save, more = [] } = storedDefinition(form).store;
  return { load: load.map((call) => call.route), save: save.route, more: more.map((call) => call.route) };
}

/**
 * The routes of every stored form (ADR 0031), from its definition's `store`: the server registers them and the
 * web calls them, typed by the form's own calls, with no route of the form's own written anywhere else.
 */
export const storedFormsContract = Object.fromEntries(
  STORED_FORMS.map((form) => {
    const { load, save } = routesOf(form);
    return [form, { load, save }];
  }),
) as {
  readonly [F in StoredForm]: StoredFormRoutes<F>;
};

/** The same routes one by one, named `<form>.load<n>`, `<form>.save` and `<form>.save<n>`, for the table of every route. */
export const storedFormRoutes: Record<string, ContractRoute> = Object.fromEntries(
  STORED_FORMS.map((form) => routesOf(form)).flatMap(({ load, save, more }, index): [string, ContractRoute][] => {
    const form = STORED_FORMS[index] ?? '';
    return [
      ...load.map((route, n): [string, ContractRoute] => [`${form}.load${n}`, route]),
      [`${form}.save`, save],
      ...more.map((route, n): [string, ContractRoute] => [`${form}.save${n + 1}`, route]),
    ];
  }),
);
