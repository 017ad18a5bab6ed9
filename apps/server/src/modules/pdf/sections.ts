import {
  APPLICATION_TYPE,
  CONTACT_TYPE,
  DAM_CLASSIFICATIONS,
  DISASTERS,
  DISASTER_OTHER_ID,
  PIM_MATTERS,
  isRegisteredCompany,
  type ApplicationData,
  type Contact,
  type PersonDetail,
  type WizardFormId,
} from '@consent/domain';
import type { SessionUser } from '../auth/service.js';
import type { WizardService } from '../wizard/service.js';
import { rows, type PdfRow, type PdfSection } from './model.js';

/** What a section is built from: the signed-in user's application, loaded once. */
export interface SectionInput {
  user: SessionUser;
  appId: number;
  data: ApplicationData;
  title: string;
}

/**
 * Builds the PDF's sections for one wizard form. The forms of the wizard module are built here; a module
 * that keeps another form's answers (site location, project, contacts) has its builder in moduleSections.ts.
 */
export type SectionBuilder = (input: SectionInput) => Promise<PdfSection[]>;
/**
 * A builder for every form, so no answered form can be left out of the PDF: a new form id does not
 * compile until it has one. The attachments form is the PDF's own Documents part instead.
 */
export type SectionBuilders = Record<Exclude<WizardFormId, 'attachments'>, SectionBuilder>;
/** The forms whose answers another module keeps and reads through its service. */
export type ModuleFormId = 'siteLocation' | 'project' | 'contacts';

const yesNo = (value: string | null | undefined) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '');
const join = (...values: (string | null | undefined)[]) => values.filter(Boolean).join(', ');
const section = (title: string, list: PdfRow[]): PdfSection[] => [{ title, rows: list }];

function personRows(p: PersonDetail | null): PdfRow[] {
  if (!p?.full_name) return [];
  const company = isRegisteredCompany(p.type);
  return rows(
    { key: company ? 'Company' : 'Name', value: p.full_name },
    company && { key: 'NZBN and company number', value: join(p.nzbn, p.rego) },
    company && { key: 'Contact person', value: p.contact_person },
    { key: 'Mailing address', value: p.mail_address },
    { key: 'Street address', value: p.street_same_as_mail ? 'Same as the mailing address' : p.street_address },
    { key: 'Phone and mobile', value: join(p.phone, p.mobile) },
    { key: 'Email', value: p.email },
  );
}

function contactRows(value: unknown): PdfRow[] {
  if (!value || typeof value !== 'object') return [];
  const c = value as Contact;
  if (c.contactType === CONTACT_TYPE.OWNER) return [{ key: 'Who', value: 'The owner' }];
  if (c.contactType === CONTACT_TYPE.AGENT) return [{ key: 'Who', value: 'The agent' }];
  const na = (v: string) => (v === 'NA' ? "Doesn't have this information" : v);
  return rows({ key: 'Who', value: join(c.name, c.company) }, { key: 'Phone', value: na(c.phone) }, { key: 'Email', value: na(c.email) });
}

/** The sections of the wizard module's own forms (issue 4), from the application data and the wizard's loads. */
export function wizardSectionBuilders(wizard: () => WizardService): Omit<SectionBuilders, ModuleFormId> {
  return {
    preApplication: async ({ data, title }) => {
      const pre = data.preApplication;
      return section(title, pre?.preAppAnswered ? [{ key: 'Pre-application meeting', value: pre.haveRefNumber ? `Yes, reference ${pre.refNumber ?? ''}` : 'No' }] : []);
    },
    pim: async ({ user, appId, data, title }) => {
      const pim = await wizard().pim(user, appId);
      const pimOnly = data.application_type === APPLICATION_TYPE.PIM_ONLY;
      const withPim = pimOnly || data.application_type === APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM;
      if (!pimOnly && !pim.answered) return section(title, []);
      const matters = PIM_MATTERS.filter((m) => pim.pimClasses.includes(m.id)).map((m) => m.name);
      return section(
        title,
        rows(!pimOnly && { key: 'PIM required', value: withPim ? 'Yes' : 'No' }, withPim && { key: 'Matters involved', value: matters.join('\n') }, {
          key: 'Notes',
          value: pim.notes,
        }),
      );
    },
    applicantRole: async ({ data, title }) =>
      section(title, data.applicantRole ? [{ key: 'You are', value: data.applicantRole.toUpperCase() === 'AGENT' ? 'An agent acting for the owner' : 'The owner' }] : []),
    ownerDetails: async ({ data, title }) => section(title, personRows(data.ownerDetails)),
    agentDetails: async ({ user, appId, data, title }) => {
      const needAgent = await wizard().needAgent(user, appId);
      return section(title, needAgent === 'no' ? [{ key: 'Agent acting for the owner', value: 'No' }] : personRows(data.agentDetails));
    },
    firstPointOfContact: async ({ data, title }) => section(title, contactRows(data.firstContact)),
    invoicePayableBy: async ({ data, title }) => section(title, contactRows(data.invoiceContact)),
    recordOfTitle: async ({ user, appId, title }) => {
      const ct = await wizard().certTitle(user, appId);
      if (!ct.has_cert) return section(title, []);
      return section(
        title,
        rows(
          { key: 'Has a copy of the record of title', value: yesNo(ct.has_cert) },
          ct.has_cert === 'no' && { key: 'Copy asked from the council', value: ct.request_ct_from_council === 'y' ? 'Yes' : 'No' },
          { key: 'Postcode', value: ct.site_address_postcode },
        ),
      );
    },
    plg: async ({ user, appId, data, title }) => {
      const plg = data.plgData;
      const answers = plg && (plg.change_use || plg.disturb_soil || plg.hail_land)
        ? rows(
            { key: 'Changes the use of the land', value: yesNo(plg.change_use) },
            { key: 'Disturbs the soil', value: yesNo(plg.disturb_soil) },
            { key: 'HAIL land', value: yesNo(plg.hail_land) },
            Boolean(plg.nes_assessment) && { key: 'NES assessment', value: `${plg.nes_assessment === 'taken' ? 'Taken' : 'To be undertaken'} ${plg.nes_date}` },
          )
        : [];
      const sections = section(title, answers);
      const ecan = await wizard().ecan(user, appId);
      if (ecan.regional) {
        sections.push({
          title: 'Regional council: dam details',
          rows: rows(
            { key: 'Dam', value: ecan.data.dam_name },
            { key: 'Classification', value: DAM_CLASSIFICATIONS.find((c) => c.value === ecan.data.dam_classification)?.name ?? '' },
            { key: 'Work starts', value: ecan.data.works_date },
          ),
        });
      }
      return sections;
    },
    miscInfo: async ({ data, title }) => {
      const m = data.miscData;
      if (!m || (!m.disaster_related && !m.has_dogs)) return section(title, []);
      const disaster = m.disaster_id === DISASTER_OTHER_ID ? m.disaster_other : (DISASTERS.find((x) => x.id === m.disaster_id)?.name ?? '');
      return section(
        title,
        rows(
          { key: 'Related to a natural disaster', value: m.disaster_related === 'yes' ? `Yes: ${disaster}` : yesNo(m.disaster_related) },
          { key: 'Dogs on the site', value: yesNo(m.has_dogs) },
          { key: 'Swimming pool', value: yesNo(m.has_swimming_pool) },
          { key: 'New service connection', value: yesNo(m.service_connection) },
        ),
      );
    },
  };
}
