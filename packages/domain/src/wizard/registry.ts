import {
  readStoredAnswers,
  type FormDefinition,
  type FormStore,
  type SectionFormDefinition,
  type StoredFormDefinition,
  type StoredSections,
} from './definition.js';
import { addedForms, afterAdding } from './addedForms.js';
import { WIZARD_FORMS, type WizardFormId } from './formParts.js';
import { ownCalls } from './storeCalls.js';
import { agentDetails } from './definitions/agentDetails.js';
import { applicantRole } from './definitions/applicantRole.js';
import { attachments } from './definitions/attachments.js';
import { contacts } from './definitions/contacts.js';
import { firstPointOfContact } from './definitions/firstPointOfContact.js';
import { invoicePayableBy } from './definitions/invoicePayableBy.js';
import { miscInfo } from './definitions/miscInfo.js';
import { ownerDetails } from './definitions/ownerDetails.js';
import { pim } from './definitions/pim.js';
import { plg } from './definitions/plg.js';
import { preApplication } from './definitions/preApplication.js';
import { project } from './definitions/project.js';
import { recordOfTitle } from './definitions/recordOfTitle.js';
import { siteLocation } from './definitions/siteLocation.js';

/**
 * Every wizard form, one definition each (definitions/), named after the spec's step titles (point 2), in page order.
 * Adding a form is adding its definition file and its line here; the `satisfies` refuses a definition missing a part,
 * and the maps that cannot live in the domain (the web's screen and answers read-back, the server's checks of module
 * forms) are typed by this registry, so they refuse to compile until they have the new form too (ADR 0031).
 * Specified Systems is folded into the project form and the regional-council step 12 is unused, so neither is a form.
 */
export const FORM_REGISTRY = {
  preApplication,
  pim,
  applicantRole,
  ownerDetails,
  agentDetails,
  firstPointOfContact,
  invoicePayableBy,
  siteLocation,
  recordOfTitle,
  project,
  contacts,
  plg,
  miscInfo,
  attachments,
} as const satisfies FormRegistryShape & { readonly [F in WizardFormId]: FormDefinition };

// The forms and their page parts are formParts.ts' (no schema there): the registry has exactly its forms.
export { WIZARD_FORMS, formName, formTitle, formsOfPage, type WizardFormId } from './formParts.js';

/** What the registry must be: named definitions, each complete (the type test adds an incomplete one to it). */
export type FormRegistryShape = Readonly<Record<string, FormDefinition>>;

type Registry = typeof FORM_REGISTRY;
/** The forms whose answers are the application's own sections: the domain reads, checks and summarises them. */
export type SectionForm = { [F in WizardFormId]: Registry[F]['keptBy'] extends 'sections' ? F : never }[WizardFormId];
/** The forms whose answers a server module keeps: the server and the web must each give every one of them its part. */
export type ModuleForm = Exclude<WizardFormId, SectionForm>;

export function isModuleForm(form: WizardFormId): form is ModuleForm {
  return definitionOf(form).keptBy !== 'sections';
}

/** The section forms kept in the one store of section forms (`applications.sections`): they have a `store`. */
export type StoredForm = {
  [F in SectionForm]: Registry[F] extends { readonly store: unknown } ? F : never;
}[SectionForm];

/** A form's definition: the registry's, or one a test added (addedForms.ts). */
function definitionOf(form: WizardFormId): FormDefinition {
  const name: string = form;
  return addedForms.get(name) ?? FORM_REGISTRY[form];
}

function storedOrNot(form: SectionForm): SectionFormDefinition<unknown> | StoredFormDefinition<unknown> {
  return definitionOf(form) as SectionFormDefinition<unknown> | StoredFormDefinition<unknown>;
}

export function isStoredForm(form: WizardFormId): form is StoredForm {
  return !isModuleForm(form) && 'store' in storedOrNot(form);
}

/** A stored form's definition with its calls: those its store names, or those made from its id (`ownCalls`). */
export type StoredWithCalls = Omit<StoredFormDefinition<unknown>, 'store'> & {
  readonly store: FormStore<unknown, unknown>;
};

const withCalls = new Map<string, StoredWithCalls>();

/** A stored form's definition, for its store's load and save whichever form it is. */
export function storedDefinition(form: StoredForm): StoredWithCalls {
  const name: string = form;
  const made = withCalls.get(name);
  if (made) return made;
  const definition = storedOrNot(form);
  if (!('store' in definition)) throw new Error(`${name} is not a stored form`);
  const { store } = definition;
  const complete: StoredWithCalls = store.save
    ? { ...definition, store }
    : { ...definition, store: { empty: store.empty, ...ownCalls(name, definition.schema) } };
  withCalls.set(name, complete);
  return complete;
}

/**
 * A section form's definition, for reading, checking and summarising its answers whichever form it is: a stored
 * form reads its answers from the store under its id, so every reader of `read` reads it like any other.
 */
export function sectionDefinition(form: SectionForm): SectionFormDefinition<unknown> {
  const definition = storedOrNot(form);
  if (!('store' in definition)) return definition;
  return { ...definition, read: (stored) => storedAnswers(definition, form, stored) };
}

/** A stored form's answers as read: its saved answers under its id, with what the application adds to them. */
export function storedAnswers(
  definition: Pick<StoredFormDefinition<unknown>, 'schema' | 'store' | 'answers'>,
  form: string,
  stored: StoredSections,
): unknown {
  const saved = readStoredAnswers(definition, stored.sections[form]);
  return definition.answers ? definition.answers(saved, stored) : saved;
}

/** A form's parts that every reader asks about: its page, titles and required-ness. */
export function formParts(
  form: WizardFormId,
): Pick<FormDefinition, 'page' | 'title' | 'name' | 'required' | 'schema' | 'messages' | 'testAnswers'> {
  return definitionOf(form);
}

const storedForms: StoredForm[] = [];
/** The list below, made from the forms (and again when a test adds a form). */
function makeList() {
  storedForms.splice(0, storedForms.length, ...WIZARD_FORMS.filter(isStoredForm));
}
makeList();
afterAdding.push(makeList);

/** Every stored form, in page order: the store's routes and calls are made for each. */
export const STORED_FORMS: readonly StoredForm[] = storedForms;
