import { isPageRequired, regionalCouncilFormShown, requiredForms, wizardContextOf } from '@consent/domain';
import { applicationData, type Client } from './app.js';
import { uploadRequiredDocuments } from './documents.js';
import { answerProject } from './project.js';
import { saveSiteLocation } from './siteLocation.js';

export const validPerson = {
  type: 'person',
  full_name: 'Aroha Ngata',
  mail_address: 'PO Box 1234, Wellington 6140',
  street_address: '12 Tinakori Road, Thorndon, Wellington 6011',
  phone: '04 123 4567',
  email: 'aroha@example.co.nz',
} as const;
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

/** Answers every required form of the wizard (those built so far) through the spec's calls, validly. */
export async function answerWizardForms(client: Client, appId: number): Promise<void> {
  const data = await applicationData(client, appId);
  const ctx = wizardContextOf(data);
  const isRegional = data.councils.find((c) => c.id === data.council_id)?.isRegional ?? false;
  for (const form of requiredForms(ctx)) {
    switch (form) {
      case 'preApplication':
        await ok(client.post(`/ajax/set_preapp_ref/${appId}`, { ref_number: '0' }), form);
        break;
      case 'pim':
        if (data.application_type === 1) {
          await ok(client.post('/ajax/set_pimmatters', { app_id: appId, pim_classes: [1], notes: '' }), form);
        } else await ok(client.post('/access/app', { action: 'edit', appId, data: { type: 2 } }), form);
        break;
      case 'applicantRole':
        await ok(client.post(`/obca/ajax/approle/${appId}`, { appId, approle: data.applicantRole ?? 'owner' }), form);
        break;
      case 'ownerDetails':
        await ok(client.post(`/obca/ajax/owner/${appId}`, { data: validPerson, step: 4 }), form);
        break;
      case 'agentDetails':
        await ok(client.post(`/obca/ajax/needagent/${appId}`, { needagent: 'yes' }), form);
        await ok(client.post(`/obca/ajax/agent/${appId}`, { data: validPerson, step: 5 }), form);
        break;
      case 'firstPointOfContact':
        await ok(
          client.post('/access/app', { action: 'edit', appId, data: { firstContact: { contactType: 1 } } }),
          form,
        );
        break;
      case 'invoicePayableBy':
        await ok(
          client.post('/access/app', { action: 'edit', appId, data: { invoiceContact: { contactType: 1 } } }),
          form,
        );
        break;
      case 'recordOfTitle':
        await ok(
          client.post(`/obca/ajax/ct/${appId}`, { appId, has_cert: 'yes', request_ct: 'n', postcode: '6011' }),
          form,
        );
        break;
      case 'plg':
        await ok(client.post(`/obca/ajax/plg1/${appId}`, { data: validPlg }), form);
        if (regionalCouncilFormShown(isRegional, isPageRequired('plg', ctx))) {
          await ok(client.post(`/obca/ajax/ecan/${appId}`, { data: validEcan }), 'ecan');
        }
        break;
      case 'miscInfo':
        await ok(client.post(`/obca/ajax/otherinfo/${appId}`, { data: validMisc }), form);
        break;
      case 'siteLocation':
        await saveSiteLocation(client, appId);
        break;
      case 'contacts':
        await ok(client.post(`/obca/ajax/lbp/${appId}`, { has_lbp: 'no', step: 11 }), form);
        break;
      case 'project':
        await answerProject(client, appId, data.appTypeCode, data.appParam);
        break;
      case 'attachments':
        await uploadRequiredDocuments(client, appId);
        break;
      default: {
        // Every form has its answers above: a new form does not compile until it has them too (issue 28.2).
        const unanswered: never = form;
        throw new Error(`no answers for ${String(unanswered)}`);
      }
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
