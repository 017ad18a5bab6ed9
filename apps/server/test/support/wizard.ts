import { TEST_PERSON, requiredForms, testApplicationOf, testCallsOf, wizardContextOf } from '@consent/domain';
import { applicationData, type Client } from './app.js';
import { uploadRequiredDocuments } from './documents.js';

/** The person the forms' test answers give (the owner's and agent's details). */
export const validPerson = TEST_PERSON;
export const validPlg = { change_use: 'no', disturb_soil: 'no', hail_land: 'no' } as const;
export const validMisc = {
  disaster_related: 'no',
  has_dogs: 'no',
  has_swimming_pool: 'no',
  service_connection: 'no',
} as const;
export const validEcan = {
  dam_name: 'Opuha Dam',
  dam_classification: 'high',
  works_date: new Date().toISOString().slice(0, 10),
} as const;

async function ok(promise: Promise<{ statusCode: number; body: string }>, what: string) {
  const response = await promise;
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

/**
 * Answers every required form of the wizard validly through the spec's calls: each form's test answers, from its
 * definition (issue 28 point 2), so no form has a case here.
 */
export async function answerWizardForms(client: Client, appId: number): Promise<void> {
  const data = await applicationData(client, appId);
  const app = testApplicationOf(data);
  for (const form of requiredForms(wizardContextOf(data))) {
    for (const call of testCallsOf(form, app)) {
      if (call.kind === 'upload') await uploadRequiredDocuments(client, appId);
      else await ok(client.post(call.path, call.body), form);
    }
  }
}

/** The check-your-answers page's declaration, accepted and signed: what the completion call requires. */
export const DECLARATION = { accepted: true, signedName: 'Test Applicant' };

/** Answers the required forms and completes the application through the spec's completion call. */
export async function completeApplication(client: Client, appId: number): Promise<void> {
  await answerWizardForms(client, appId);
  await ok(client.post(`/ajax/complete_application_form/${appId}`, DECLARATION), 'complete');
}
