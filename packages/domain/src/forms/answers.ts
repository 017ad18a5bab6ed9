import { APPLICATION_TYPE } from '../applicationTypes.js';
import { CONTACT_TYPE, DISASTER_OTHER_ID } from '../constants.js';
import type { AnswerRow } from '../project/summary.js';
import type { PersonDetail } from './applicant.js';
import { isRegisteredCompany } from './personType.js';
import type { CertTitle } from './certTitle.js';
import type { Contact } from './contact.js';
import type { EcanData } from './ecan.js';
import { DAM_CLASSIFICATIONS, DISASTERS, PIM_MATTERS } from './lists.js';
import type { MiscData } from './misc.js';
import type { PimAnswers } from './pim.js';
import type { PlgData } from './plg.js';
import type { PreApplication } from './preApplication.js';

/*
 * The wizard's own forms' answers as the summary page and the application PDF both show them, so the
 * two read alike. Each gives no rows for a form not answered yet, and leaves out rows with nothing in them.
 */

const yesNo = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '');
const joined = (...values: string[]) => values.filter(Boolean).join(', ');
const answered = (rows: (AnswerRow | false)[]): AnswerRow[] =>
  rows.filter(
    (r): r is AnswerRow => r !== false && (Array.isArray(r.value) ? r.value.length > 0 : r.value.trim() !== ''),
  );

export function preApplicationAnswerRows(pre: PreApplication | null): AnswerRow[] {
  if (!pre?.preAppAnswered) return [];
  return [
    { key: 'Pre-application meeting', value: pre.haveRefNumber ? `Yes, reference ${pre.refNumber ?? ''}` : 'No' },
  ];
}

/** A PIM-only application is not asked whether it wants a PIM; it and type 4 list the matters involved. */
export function pimAnswerRows(pim: PimAnswers, applicationType: number): AnswerRow[] {
  const pimOnly = applicationType === APPLICATION_TYPE.PIM_ONLY;
  const withPim = pimOnly || applicationType === APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM;
  if (!pimOnly && !pim.answered) return [];
  return answered([
    !pimOnly && { key: 'PIM required', value: withPim ? 'Yes' : 'No' },
    withPim && {
      key: 'Matters involved',
      value: PIM_MATTERS.filter((m) => pim.pimClasses.includes(m.id)).map((m) => m.name),
    },
    { key: 'Notes', value: pim.notes },
  ]);
}

export function applicantRoleAnswerRows(role: string | null | undefined): AnswerRow[] {
  if (!role) return [];
  return [{ key: 'You are', value: role.toUpperCase() === 'AGENT' ? 'An agent acting for the owner' : 'The owner' }];
}

/** The owner's or agent's details: a person, or a registered company with its numbers and contact person. */
export function personAnswerRows(p: PersonDetail | null | undefined): AnswerRow[] {
  if (!p?.full_name) return [];
  const company = isRegisteredCompany(p.type);
  return answered([
    { key: company ? 'Company' : 'Name', value: p.full_name },
    company && { key: 'NZBN and company number', value: joined(p.nzbn, p.rego) },
    company && { key: 'Contact person', value: p.contact_person },
    { key: 'Mailing address', value: p.mail_address },
    { key: 'Street address', value: p.street_same_as_mail ? 'Same as the mailing address' : p.street_address },
    // The same words as the forms' labels: 'Phone number' and 'Mobile number' (issue 15).
    { key: 'Phone number', value: p.phone },
    { key: 'Mobile number', value: p.mobile },
    { key: 'Email', value: p.email },
  ]);
}

/** The Agent's Detail page: 'No' when the owner needs no agent, else the agent's details. */
export function agentAnswerRows(needagent: string, agent: PersonDetail | null | undefined): AnswerRow[] {
  return needagent === 'no' ? [{ key: 'Agent acting for the owner', value: 'No' }] : personAnswerRows(agent);
}

/** The first point of contact or invoice payer: the owner, the agent, or someone else ('NA' where they ticked they don't know). */
export function contactAnswerRows(value: unknown): AnswerRow[] {
  if (!value || typeof value !== 'object') return [];
  const c = value as Contact;
  if (c.contactType === CONTACT_TYPE.OWNER) return [{ key: 'Who', value: 'The owner' }];
  if (c.contactType === CONTACT_TYPE.AGENT) return [{ key: 'Who', value: 'The agent' }];
  const na = (v: string) => (v === 'NA' ? "Doesn't have this information" : v);
  return answered([
    { key: 'Who', value: joined(c.name, c.company) },
    { key: 'Phone number', value: na(c.phone) },
    { key: 'Email', value: na(c.email) },
  ]);
}

export function certTitleAnswerRows(ct: CertTitle): AnswerRow[] {
  if (!ct.has_cert) return [];
  return answered([
    { key: 'Has a copy of the record of title', value: yesNo(ct.has_cert) },
    ct.has_cert === 'no' && {
      key: 'Copy asked from the council',
      value: ct.request_ct_from_council === 'y' ? 'Yes' : 'No',
    },
    { key: 'Postcode', value: ct.site_address_postcode },
  ]);
}

export function plgAnswerRows(plg: PlgData | null | undefined): AnswerRow[] {
  if (!plg || !(plg.change_use || plg.disturb_soil || plg.hail_land)) return [];
  return answered([
    { key: 'Changes the use of the land', value: yesNo(plg.change_use) },
    { key: 'Disturbs the soil', value: yesNo(plg.disturb_soil) },
    { key: 'HAIL land', value: yesNo(plg.hail_land) },
    Boolean(plg.nes_assessment) && {
      key: 'NES assessment',
      value: `${plg.nes_assessment === 'taken' ? 'Taken' : 'To be undertaken'} ${plg.nes_date}`,
    },
  ]);
}

/** The regional-council form's section, shown after FORM PLG 1 where the council is a regional council. */
export const ECAN_ANSWERS_TITLE = 'Regional council: dam details';

export function ecanAnswerRows(ecan: EcanData): AnswerRow[] {
  if (!ecan.dam_name) return [];
  return answered([
    { key: 'Dam', value: ecan.dam_name },
    { key: 'Classification', value: DAM_CLASSIFICATIONS.find((c) => c.value === ecan.dam_classification)?.name ?? '' },
    { key: 'Work starts', value: ecan.works_date },
  ]);
}

/** Disaster id 5 is 'other': the applicant's own words name it. */
export function miscAnswerRows(m: MiscData | null | undefined): AnswerRow[] {
  if (!m || (!m.disaster_related && !m.has_dogs)) return [];
  const disaster =
    m.disaster_id === DISASTER_OTHER_ID
      ? m.disaster_other
      : (DISASTERS.find((x) => x.id === m.disaster_id)?.name ?? '');
  return answered([
    {
      key: 'Related to a natural disaster',
      value: m.disaster_related === 'yes' ? `Yes: ${disaster}` : yesNo(m.disaster_related),
    },
    { key: 'Dogs on the site', value: yesNo(m.has_dogs) },
    { key: 'Swimming pool', value: yesNo(m.has_swimming_pool) },
    { key: 'New service connection', value: yesNo(m.service_connection) },
  ]);
}
