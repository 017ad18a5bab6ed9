import type { z } from 'zod';
import type { ContractRoute } from '../contract/route.js';
import { storedShape } from '../contract/storedShape.js';
import type { TakenPart, TakenSave } from './storeCalls.js';
import type { TestApplication, TestCall } from './testAnswers.js';
import type { ValidationMode } from '../constants.js';
import type { FormProblems } from '../forms/common.js';
import type { AnswerRow } from '../project/summary.js';
import type { FormPageParts } from './formParts.js';

/*
 * What one wizard form is, in one place (issue 16 A.1): every part is required, so a definition that leaves one
 * out does not compile, and the registry (registry.ts) accepts only complete definitions. The web's screens and
 * the server's completion check read a form's parts from its definition, never from tables of their own.
 */

/** The messages a form's checks say; the texts themselves live once, in messages.ts, and are picked from there. */
type FormMessages = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/** What every form has, wherever its answers are kept: its page parts (formParts.ts, no schema) and the rest. */
interface FormParts extends FormPageParts {
  /** The shape its answers are sent and saved in. */
  readonly schema: z.ZodType;
  readonly messages: FormMessages;
  /**
   * Complete, valid answers for this application, as the calls that save them: the completion tests of the server
   * and of the browser make them for every required form (testAnswers.ts), so a new form brings its own.
   */
  readonly testAnswers: (app: TestApplication) => readonly TestCall[];
}

/** The application's stored sections that the wizard's own forms read their answers from. */
export interface StoredSections {
  applicationType: number;
  typeCode: string;
  notes: string;
  /** The answers of the stored forms (`applications.sections`), each under its form's id; an unanswered form has none. */
  sections: StoredAnswers;
}

/** The stored forms' answers, by form id, as they were saved: read each through its form's stored shape. */
export type StoredAnswers = Readonly<Record<string, unknown>>;

/** What a check may ask beyond the answers: today's date in New Zealand, and whether a council's reference exists. */
interface CheckEnv {
  today: string;
  referenceExists: (reference: string) => Promise<boolean>;
}

/** What every form kept in the application's own sections has: the domain checks and summarises its answers. */
interface SectionParts<Answers> extends FormParts {
  readonly keptBy: 'sections';
  // check and summary are methods so that a definition of any answers is a SectionFormDefinition<unknown>.
  /** Every problem of its answers in this mode, as its save checks them. */
  check(answers: Answers, mode: ValidationMode, env: CheckEnv): FormProblems | Promise<FormProblems>;
  /** Its answers as check your answers shows them: no rows when it is not answered yet. */
  summary(answers: Answers): AnswerRow[];
}

/** A section form with columns of its own, which its definition reads its answers from. */
export interface SectionFormDefinition<Answers> extends SectionParts<Answers> {
  /** Its answers read back from the stored sections (an unanswered form reads as its empty answers). */
  readonly read: (stored: StoredSections) => Answers;
}

/** One of the spec's calls that loads a stored form: its route, and what it answers beside `result`. */
export interface StoreLoad<Answers> {
  readonly route: ContractRoute;
  // Methods, so that a definition of any answers is a StoredFormDefinition<unknown>.
  answer(answers: Answers): object;
  /**
   * The form's answers read out of what it answered: check your answers reads a form through its first load, and
   * the loads that answer a part of it (`part`) merged over it.
   */
  back(loaded: never): Partial<Answers>;
  readonly part?: true;
}

/** The spec's call that saves a stored form: its route, and the answers, mode and step it takes out of its body. */
export interface StoreSave<Saved> {
  readonly route: ContractRoute & { readonly body: z.ZodType };
  take(body: never): TakenSave<Saved> | TakenPart<Saved>;
  /** What it answers beside the status, from the answers the store kept (the role's save answers the role). */
  answer?(kept: never): object;
}

/**
 * Where the one store of section forms (`applications.sections`, under the form's id) serves a form: the spec's
 * calls that load its answers and the one that saves them. The contract, the server's routes and the web's calls
 * are all made from this, so a new form needs no code of its own (ADR 0031).
 */
export interface FormStore<Answers, Saved> {
  /** Its saved answers before it is answered. */
  readonly empty: Saved;
  /** Its loads, the web's first. */
  readonly load: readonly [StoreLoad<Answers>, ...StoreLoad<Answers>[]];
  readonly save: StoreSave<Saved>;
  /** Its other saves, each of a part of its answers (`partSaveCall`): "Need Agent" beside the agent's details. */
  readonly more?: readonly [StoreSave<Saved>, ...StoreSave<Saved>[]];
}

/**
 * The store of a form that names no spec calls (a form the spec does not have): only its empty answers. Its load and
 * save are made from its id (`/api/applications/:appId/forms/<id>`, storeCalls.ts `ownCalls`); naming a load
 * without a save, or a save without a load, is not one.
 */
export interface OwnStore<Saved> {
  readonly empty: Saved;
  readonly load?: never;
  readonly save?: never;
}

/**
 * A section form kept in the one store: its answers are read back, loaded and saved by the store from its schema,
 * so it has no column, no routes and no calls of its own. `Saved` is what its save keeps; `Answers`, what its loads,
 * check and summary read: the same, unless the application adds to them (`answers`).
 */
export interface StoredFormDefinition<Answers, Saved = Answers> extends SectionParts<Answers> {
  /** An object of the saved fields: each is read through its own stored shape (readStoredAnswers). */
  readonly schema: z.ZodObject;
  readonly store: FormStore<Answers, Saved> | OwnStore<Saved>;
  /** Its answers as read from the saved ones and the application (the owner's street address rule); none: the saved. */
  answers?(saved: Saved, application: StoredSections): Answers;
  /**
   * What the store keeps of a save's checked answers, given those saved before (the role uppercased, spec point 4);
   * null keeps the saved ones and writes nothing. None: the answers as sent.
   */
  onSave?(answers: Saved, saved: Saved): Saved | null;
}

const storedFields = new WeakMap<z.ZodObject, [string, z.ZodType][]>();

/**
 * A stored form's answers as saved, read field by field in each field's stored shape (contract/storedShape.ts): a
 * field saved in an older shape, or missing, reads as its empty answer, so an old stored value never fails the
 * read (nor a load's answer); unknown fields are dropped; an unanswered form reads as its empty answers.
 */
export function readStoredAnswers<Saved>(
  definition: { readonly schema: z.ZodObject; readonly store: { readonly empty: Saved } },
  value: unknown,
): Saved {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return definition.store.empty;
  let fields = storedFields.get(definition.schema);
  if (!fields) {
    fields = Object.entries(definition.schema.shape).map(([key, field]) => [key, storedShape(field as z.ZodType)]);
    storedFields.set(definition.schema, fields);
  }
  const saved = value as Readonly<Record<string, unknown>>;
  const empty = definition.store.empty as Readonly<Record<string, unknown>>;
  const answers = fields.map(([key, shape]): [string, unknown] => {
    const read = shape.safeParse(Object.hasOwn(saved, key) ? saved[key] : undefined);
    return [key, read.success ? read.data : empty[key]];
  });
  // The fields are the schema's own, each in its stored shape or the empty answers' value: the answers' shape.
  return Object.fromEntries(answers) as Saved;
}

/** The server modules that keep a form's answers in tables of their own. */
export const ANSWER_MODULES = ['locations', 'project', 'contacts', 'documents'] as const;
type AnswerModule = (typeof ANSWER_MODULES)[number];

/**
 * A form whose answers a module keeps in its own tables (parcels, buildings, contacts, documents): that module
 * reads and checks them, and the web shows them with the module's own answers component. Naming the module here
 * makes the server's and the web's maps of module forms complete by type: a new one does not compile without both.
 */
export interface ModuleFormDefinition extends FormParts {
  readonly keptBy: AnswerModule;
}

export type FormDefinition = SectionFormDefinition<unknown> | StoredFormDefinition<unknown> | ModuleFormDefinition;

/** A form's answers, as its definition reads them back. */
export type AnswersOf<D> =
  D extends SectionFormDefinition<infer Answers>
    ? Answers
    : D extends StoredFormDefinition<infer Answers>
      ? Answers
      : never;

/** Picks a form's own messages out of a shared message table, so the text stays in one place. */
export function pickMessages<T extends FormMessages, K extends keyof T>(table: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}

export { typeIs } from './formParts.js';
