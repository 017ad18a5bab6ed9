import { describe, expect, it } from 'vitest';
import {
  ANSWER_MODULES,
  APPLICATION_TYPE,
  FORM_REGISTRY,
  TYPE_CODES,
  WIZARD_FORMS,
  WIZARD_PAGES,
  formsOfPage,
  isModuleForm,
  isStoredForm,
  isSummarisedSection,
  storedDefinition,
  STORED_FORM_SUMMARIES,
  CONTACT_FORM_SUMMARY,
  requiredPages,
  sectionDefinition,
  visibleForms,
  type FormRegistryShape,
  type StoredSections,
  type WizardConfig,
  type WizardContext,
  type WizardFormId,
} from '../src/index.js';

/*
 * The type-level half of this file is checked by `tsc -p packages/domain` (part of `npm test`): each
 * `@ts-expect-error` fails the type check if the line under it compiles, that is if the registry would take a
 * form with a part missing.
 */
const { summary: _summary, ...plgWithoutSummary } = FORM_REGISTRY.plg;
const { check: _check, ...miscWithoutCheck } = FORM_REGISTRY.miscInfo;
const { store: _store, ...miscWithoutStore } = FORM_REGISTRY.miscInfo;
const { required: _required, ...contactsWithoutRule } = FORM_REGISTRY.contacts;
const { messages: _messages, ...pimWithoutMessages } = FORM_REGISTRY.pim;
const { testAnswers: _testAnswers, ...plgWithoutTestAnswers } = FORM_REGISTRY.plg;
const { testAnswers: _moduleTestAnswers, ...projectWithoutTestAnswers } = FORM_REGISTRY.project;

describe('the form registry (issue 16: one compiler-checked definition per form)', () => {
  it('refuses to compile a registry with a form missing a part', () => {
    // @ts-expect-error a form kept in the application's sections must say how its answers are summarised
    const noSummary = { ...FORM_REGISTRY, newForm: plgWithoutSummary } satisfies FormRegistryShape;
    // @ts-expect-error ... and how they are checked
    const noCheck = { ...FORM_REGISTRY, newForm: miscWithoutCheck } satisfies FormRegistryShape;
    // @ts-expect-error ... and a stored form where its answers are kept and which calls load and save them
    const noStore = { ...FORM_REGISTRY, newForm: miscWithoutStore } satisfies FormRegistryShape;
    // @ts-expect-error a form kept by a module still needs its required-ness rule
    const noRule = { ...FORM_REGISTRY, newForm: contactsWithoutRule } satisfies FormRegistryShape;
    // @ts-expect-error ... and the messages its checks say
    const noMessages = { ...FORM_REGISTRY, newForm: pimWithoutMessages } satisfies FormRegistryShape;
    // @ts-expect-error ... and the test answers the completion tests give it (issue 28 point 2)
    const noTestAnswers = { ...FORM_REGISTRY, newForm: plgWithoutTestAnswers } satisfies FormRegistryShape;
    // @ts-expect-error ... a module's form too
    const noModuleTestAnswers = { ...FORM_REGISTRY, newForm: projectWithoutTestAnswers } satisfies FormRegistryShape;
    expect([
      'summary' in noSummary.newForm,
      'check' in noCheck.newForm,
      'store' in noStore.newForm,
      'required' in noRule.newForm,
      'messages' in noMessages.newForm,
      'testAnswers' in noTestAnswers.newForm,
      'testAnswers' in noModuleTestAnswers.newForm,
    ]).toEqual([false, false, false, false, false, false, false]);
  });

  it('has a complete definition for every form, each on a page of the wizard', () => {
    const pages = WIZARD_PAGES.map((page) => page.id as string);
    for (const form of WIZARD_FORMS) {
      const definition = FORM_REGISTRY[form];
      expect(pages, form).toContain(definition.page);
      for (const part of [definition.title, definition.name, definition.required])
        expect(typeof part, form).toBe('function');
      expect(typeof definition.schema.safeParse, form).toBe('function');
      expect(Object.keys(definition.messages).length, form).toBeGreaterThan(0);
      if (isModuleForm(form)) expect(ANSWER_MODULES, form).toContain(definition.keptBy);
      else
        for (const part of ['read', 'check', 'summary'] as const)
          expect(typeof sectionDefinition(form)[part], `${form}.${part}`).toBe('function');
    }
  });

  it('gives every page of the wizard a form, in the spec order', () => {
    for (const page of WIZARD_PAGES) expect(formsOfPage(page.id).length, page.id).toBeGreaterThan(0);
    expect(WIZARD_FORMS).toEqual(WIZARD_PAGES.flatMap((page) => formsOfPage(page.id)));
  });

  const CONFIGS: WizardConfig[] = [true, false].map((on) => ({
    enablePreApplication: on,
    enableFirstPointOfContact: on,
    enableFeesInvoiceChargeTo: on,
    enablePIMOnlyPLG1: on,
  }));
  const CONTEXTS: WizardContext[] = TYPE_CODES.flatMap((typeCode) =>
    CONFIGS.flatMap((config) =>
      [null, 'OWNER', 'AGENT'].flatMap((role) =>
        [true, false].map((userDetailsMissing) => ({
          typeCode,
          config,
          role,
          roleCompleted: role !== null,
          userDetailsMissing,
          notes: '',
        })),
      ),
    ),
  );

  it('has a definition for every page every application type goes through', () => {
    for (const ctx of CONTEXTS) {
      for (const page of requiredPages(ctx)) {
        const forms = visibleForms(page, ctx);
        expect(forms.length, `${ctx.typeCode} ${page}`).toBeGreaterThan(0);
        for (const form of forms)
          expect(Object.hasOwn(FORM_REGISTRY, form), `${ctx.typeCode} ${page} ${form}`).toBe(true);
      }
    }
  });

  it('reads an unanswered section form back as not answered: no summary rows, and a problem when checked', async () => {
    const stored: StoredSections = {
      applicationType: APPLICATION_TYPE.BUILDING_CONSENT,
      typeCode: 'bc',
      notes: '',
      sections: {},
    };
    const env = { today: '2026-11-25', referenceExists: async () => true };
    const checked: WizardFormId[] = [];
    for (const form of WIZARD_FORMS) {
      if (isModuleForm(form)) continue;
      const definition = sectionDefinition(form);
      const answers = definition.read(stored);
      expect(definition.summary(answers), form).toEqual([]);
      expect((await definition.check(answers, 'all', env)).length, form).toBeGreaterThan(0);
      checked.push(form);
    }
    expect(checked).toContain('miscInfo');
  });

  it('shows each section form on check your answers by the same rows and first-load read as its definition (ADR 0095)', () => {
    for (const form of WIZARD_FORMS) {
      expect(isSummarisedSection(form), form).toBe(!isModuleForm(form));
      if (isModuleForm(form)) continue;
      const definition = sectionDefinition(form);
      if (!isStoredForm(form)) {
        // eslint-disable-next-line @typescript-eslint/unbound-method -- compared as the same function, not called
        expect(definition.summary, form).toBe(CONTACT_FORM_SUMMARY.rows);
        continue;
      }
      const summary = STORED_FORM_SUMMARIES[form];
      // eslint-disable-next-line @typescript-eslint/unbound-method -- compared as the same function, not called
      expect(definition.summary, form).toBe(summary.rows);
      // A spread or data load's `back` is made by its load call: it must read a load's answer as the table does.
      const loaded = {
        result: 'success',
        data: { a: 1 },
        appType: 1,
        answered: true,
        pimClasses: [],
        notes: '',
        role: null,
        streetAddressRequired: false,
      };
      expect(storedDefinition(form).store.load[0]?.back(loaded as never), form).toEqual(summary.back(loaded as never));
    }
    expect(Object.keys(STORED_FORM_SUMMARIES).every((form) => isStoredForm(form as WizardFormId))).toBe(true);
  });
});
