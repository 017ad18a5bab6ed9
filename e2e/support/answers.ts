import { expect, type Page } from '@playwright/test';
import {
  isPageRequired,
  regionalCouncilFormShown,
  requiredForms,
  wizardContextOf,
  type ApplicationData,
} from '@consent/domain';
import { answerProjectByApi } from './project';

const person = {
  type: 'person',
  full_name: 'Hemi Walker',
  mail_address: 'PO Box 1234, Auckland 1140',
  street_address: '12 Queen Street, Auckland Central, Auckland 1010',
  phone: '09 123 4567',
  email: 'hemi@example.co.nz',
};

/** A small, real PDF: what the attachments page accepts for every document type. */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Answers every form the application requires, validly, through the spec's calls — for tests whose subject
 * is what happens after completion. Each form's own behaviour is tested by its own specs.
 */
export async function answerEveryForm(page: Pick<Page, 'request'>, appId: number): Promise<void> {
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  };
  const data = (await (
    await page.request.post('/obca/application', { data: { application_id: appId } })
  ).json()) as ApplicationData;
  const ctx = wizardContextOf(data);
  const isRegional = data.councils.find((c) => c.id === data.council_id)?.isRegional ?? false;
  for (const form of requiredForms(ctx)) {
    switch (form) {
      case 'preApplication':
        await post(`/ajax/set_preapp_ref/${appId}`, { ref_number: '0' });
        break;
      case 'pim':
        if (data.application_type === 1)
          await post('/ajax/set_pimmatters', { app_id: appId, pim_classes: [1], notes: '' });
        else await post('/access/app', { action: 'edit', appId, data: { type: 2 } });
        break;
      case 'applicantRole':
        await post(`/obca/ajax/approle/${appId}`, { appId, approle: data.applicantRole ?? 'owner' });
        break;
      case 'ownerDetails':
        await post(`/obca/ajax/owner/${appId}`, { data: person, step: 4 });
        break;
      case 'agentDetails':
        await post(`/obca/ajax/needagent/${appId}`, { needagent: 'yes' });
        await post(`/obca/ajax/agent/${appId}`, { data: person, step: 5 });
        break;
      case 'firstPointOfContact':
        await post('/access/app', { action: 'edit', appId, data: { firstContact: { contactType: 1 } } });
        break;
      case 'invoicePayableBy':
        await post('/access/app', { action: 'edit', appId, data: { invoiceContact: { contactType: 1 } } });
        break;
      case 'recordOfTitle':
        await post(`/obca/ajax/ct/${appId}`, { appId, has_cert: 'yes', request_ct: 'n', postcode: '1010' });
        break;
      case 'siteLocation':
        await post('/ajax/submit_parcels', {
          appId,
          parcel_opt: 'single',
          features: [
            {
              address: { street: '12 Example Street', suburb: 'Nowhere', city: 'Testville' },
              council_data: { legalDesc: 'Lot 1 DP 12345' },
            },
          ],
        });
        break;
      case 'project':
        // A CCC's project page asks only when the work was completed and what it covers (projectccc).
        if (ctx.typeCode === 'ccc')
          await post(`/obca/ajax/projectccc/${appId}`, { bwcoDate: data.today, bwcoReason: 'all' });
        else await answerProjectByApi(page, appId);
        break;
      case 'contacts':
        await post(`/obca/ajax/lbp/${appId}`, { has_lbp: 'no', step: 11 });
        break;
      case 'plg':
        await post(`/obca/ajax/plg1/${appId}`, { data: { change_use: 'no', disturb_soil: 'no', hail_land: 'no' } });
        if (regionalCouncilFormShown(isRegional, isPageRequired('plg', ctx))) {
          await post(`/obca/ajax/ecan/${appId}`, {
            data: { dam_name: 'Opuha Dam', dam_classification: 'high', works_date: data.today },
          });
        }
        break;
      case 'miscInfo':
        await post(`/obca/ajax/otherinfo/${appId}`, {
          data: { disaster_related: 'no', has_dogs: 'no', has_swimming_pool: 'no', service_connection: 'no' },
        });
        break;
      case 'attachments': {
        const list = (await (await page.request.get(`/obca/attachment/${appId}`)).json()) as {
          missing: { id: number; name: string }[];
        };
        for (const type of list.missing) {
          const upload = await page.request.post(`/api/applications/${appId}/documents?documentTypeId=${type.id}`, {
            multipart: { file: { name: `${type.name}.pdf`, mimeType: 'application/pdf', buffer: SMALL_PDF } },
          });
          expect(upload.status(), await upload.text()).toBe(201);
        }
        break;
      }
      default: {
        // Every form has its answers above: a new form does not compile until it has them too (issue 28.2).
        const unanswered: never = form;
        throw new Error(`no answers for ${String(unanswered)}`);
      }
    }
  }
}
