import type { ApplicationData } from '../applicationData.js';
import type { TypeCode } from '../applicationTypes.js';
import { regionalCouncilFormShown } from '../forms/ecan.js';
import { wizardContextOf } from './context.js';
import { formParts, isStoredForm, storedDefinition, type WizardFormId } from './registry.js';
import { isPageRequired } from './required.js';

/*
 * Each form's test answers (issue 28 point 2): complete, valid answers, given as the calls that save them, which
 * the completion tests of the server and of the browser both make for every required form. They live on the
 * definition, so a form without them does not compile, and no test support keeps a case per form.
 */

/** What a form's test answers may depend on, as both test supports read it from the application's data. */
export interface TestApplication {
  readonly appId: number;
  /** The application's type id (1 is a PIM on its own). */
  readonly applicationType: number;
  readonly typeCode: TypeCode;
  /** The application's param (standard, single-page forms, MBIE plans…). */
  readonly param: string;
  readonly role: string | null;
  /** Today in New Zealand, as the server says. */
  readonly today: string;
  /** Whether the regional council's form shows beside FORM PLG 1 (spec point 2). */
  readonly regionalCouncilForm: boolean;
}

/**
 * One call of a form's test answers: a body for the form's own save (a stored form), a POST to a spec path (`:appId`
 * is the application's), or a small PDF uploaded for each document type the application still misses.
 */
export type TestCall =
  | { readonly save: unknown }
  | { readonly post: string; readonly body: unknown }
  | { readonly upload: 'missingDocuments' };

/** A test call as a test support makes it: a JSON POST answered 200, or the uploads of the missing documents (201). */
export type ResolvedTestCall =
  | { readonly kind: 'post'; readonly path: string; readonly body: unknown }
  | { readonly kind: 'upload'; readonly list: string; readonly path: (documentTypeId: number) => string };

/** The application as a form's test answers see it, from the data `POST /obca/application` answers. */
export function testApplicationOf(data: ApplicationData): TestApplication {
  const ctx = wizardContextOf(data);
  const isRegional = data.councils.find((c) => c.id === data.council_id)?.isRegional ?? false;
  return {
    appId: data.id,
    applicationType: data.application_type,
    typeCode: ctx.typeCode,
    param: data.appParam,
    role: data.applicantRole,
    today: data.today,
    regionalCouncilForm: regionalCouncilFormShown(isRegional, isPageRequired('plg', ctx)),
  };
}

const withApp = (path: string, appId: number) => path.replace(':appId', String(appId));

/** The calls that answer one form validly for this application, in order. */
export function testCallsOf(form: WizardFormId, app: TestApplication): ResolvedTestCall[] {
  return formParts(form)
    .testAnswers(app)
    .map((call): ResolvedTestCall => {
      if ('upload' in call) {
        return {
          kind: 'upload',
          list: `/obca/attachment/${app.appId}`,
          path: (type) => `/api/applications/${app.appId}/documents?documentTypeId=${type}`,
        };
      }
      if ('post' in call) return { kind: 'post', path: withApp(call.post, app.appId), body: call.body };
      const name: string = form;
      if (!isStoredForm(form)) throw new Error(`${name} has no save of its own: its test answers name their path`);
      return { kind: 'post', path: withApp(storedDefinition(form).store.save.route.path, app.appId), body: call.save };
    });
}
