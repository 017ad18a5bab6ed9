import {
  WIZARD_FORMS,
  contactsContract,
  documentsContract,
  isModuleForm,
  isStoredForm,
  locationsContract,
  projectContract,
  SUMMARY_SCREEN_PARTS,
  COUNCIL_APPLICATION_SCREEN_PARTS,
  storedDefinition,
  type ModuleForm,
} from '@consent/domain';
import { describe, expect, it } from 'vitest';
import { COUNCIL_APPLICATION_PARTS, SUMMARY_FORM_LOADS, SUMMARY_PARTS, councilApplicationId } from './screenData';

/** What each module-kept form's answers on check your answers read (features/summary/formAnswerSources.ts). */
const MODULE_LOADS: Record<ModuleForm, readonly { path: string }[]> = {
  siteLocation: [locationsContract.parcelData],
  project: [projectContract.load, projectContract.schedules],
  contacts: [contactsContract.form],
  attachments: [documentsContract.list],
};

describe('what a screen’s route starts, written out for the first code', () => {
  it('check your answers: every form’s answers as the domain reads them, in the wizard’s order', () => {
    const fromDomain = WIZARD_FORMS.flatMap((form) => {
      if (isModuleForm(form)) return MODULE_LOADS[form].map((route) => route.path);
      if (!isStoredForm(form)) return []; // read from the application itself
      const [first, ...others] = storedDefinition(form).store.load;
      return [first, ...others.filter((load) => load.part)].map((load) => load.route.path);
    });
    expect(SUMMARY_FORM_LOADS.map((load) => load.path)).toEqual(fromDomain);
  });

  it('check your answers: the parts its one call holds are the domain’s, each once', () => {
    expect(new Set(SUMMARY_PARTS.map((part) => part.path))).toEqual(
      new Set(SUMMARY_SCREEN_PARTS.map((part) => part.path)),
    );
    expect(SUMMARY_PARTS).toHaveLength(SUMMARY_SCREEN_PARTS.length);
  });

  it('the council application: the parts its one call holds are the domain’s', () => {
    expect(COUNCIL_APPLICATION_PARTS.map((part) => part.path)).toEqual(
      COUNCIL_APPLICATION_SCREEN_PARTS.map((part) => part.path),
    );
  });

  it('finds a council application in the workspace’s address, and nothing on its other screens', () => {
    expect(councilApplicationId('applications/12')).toBe('12');
    expect(councilApplicationId('1')).toBeNull();
    expect(councilApplicationId('1/finance')).toBeNull();
  });
});
