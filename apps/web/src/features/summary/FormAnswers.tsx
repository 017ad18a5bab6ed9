import {
  APPLICATION_TYPE,
  CONTACT_TYPE,
  DAM_CLASSIFICATIONS,
  DISASTERS,
  DISASTER_OTHER_ID,
  PIM_MATTERS,
  formTitle,
  isPageRequired,
  isRegisteredCompany,
  regionalCouncilFormShown,
  type ApplicationData,
  type Contact,
  type PersonDetail,
  type WizardContext,
  type WizardFormId,
} from '@consent/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WizardCalls } from '../../api';
import { SummaryList } from '../../ui/SummaryList';
import { ProjectAnswers } from '../project/ProjectAnswers';
import { SiteLocationAnswers } from '../location/SiteLocationAnswers';
import { WithSavedAnswers } from '../wizard/FormSection';
import { AttachmentAnswers } from '../attachments/AttachmentAnswers';
import { projectContactRows } from '../contacts/summaryRows';

type Row = { key: string; value: ReactNode };
const yesNo = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '');
const lines = (...values: string[]) => values.filter(Boolean).join(', ');

function personRows(p: PersonDetail): Row[] {
  const company = isRegisteredCompany(p.type);
  return [
    { key: company ? 'Company' : 'Name', value: p.full_name },
    ...(company ? [{ key: 'NZBN and company number', value: lines(p.nzbn, p.rego) }, { key: 'Contact person', value: p.contact_person }] : []),
    { key: 'Mailing address', value: p.mail_address },
    { key: 'Street address', value: p.street_same_as_mail ? 'Same as the mailing address' : p.street_address },
    { key: 'Phone and mobile', value: lines(p.phone, p.mobile) },
    { key: 'Email', value: p.email },
  ];
}

function contactRows(value: unknown): Row[] {
  if (!value || typeof value !== 'object') return [];
  const c = value as Contact;
  const who = c.contactType === CONTACT_TYPE.OWNER ? 'The owner' : c.contactType === CONTACT_TYPE.AGENT ? 'The agent' : 'Someone else';
  if (c.contactType !== CONTACT_TYPE.OTHER) return [{ key: 'Who', value: who }];
  const na = (v: string) => (v === 'NA' ? "Doesn't have this information" : v);
  return [
    { key: 'Who', value: lines(c.name, c.company) },
    { key: 'Phone', value: na(c.phone) },
    { key: 'Email', value: na(c.email) },
  ];
}

/** How each form's saved answers are read and shown; forms of later issues are only named. */
const ANSWERS: Partial<Record<WizardFormId, { load: (calls: WizardCalls, appId: number) => Promise<unknown>; rows: (data: never, app: ApplicationData) => Row[] }>> = {
  preApplication: {
    load: (calls, appId) => calls.preApplication(appId),
    rows: (d: { preAppAnswered: boolean; haveRefNumber: boolean; refNumber: string | null }) =>
      d.preAppAnswered ? [{ key: 'Pre-application meeting', value: d.haveRefNumber ? `Yes, reference ${d.refNumber ?? ''}` : 'No' }] : [],
  },
  pim: {
    load: (calls, appId) => calls.pim(appId),
    rows: (d: { answered: boolean; pimClasses: number[]; notes: string }, app) => {
      const pimOnly = app.application_type === APPLICATION_TYPE.PIM_ONLY;
      const withPim = pimOnly || app.application_type === APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM;
      if (!pimOnly && !d.answered) return [];
      const matters = PIM_MATTERS.filter((m) => d.pimClasses.includes(m.id)).map((m) => m.name);
      return [
        ...(pimOnly ? [] : [{ key: 'PIM required', value: withPim ? 'Yes' : 'No' }]),
        ...(withPim && matters.length ? [{ key: 'Matters involved', value: <ul className="plain-list">{matters.map((m) => <li key={m}>{m}</li>)}</ul> }] : []),
        ...(d.notes ? [{ key: 'Notes', value: d.notes }] : []),
      ];
    },
  },
  applicantRole: {
    load: (calls, appId) => calls.role(appId),
    rows: (d: { role: string | null }) => (d.role ? [{ key: 'You are', value: d.role.toUpperCase() === 'AGENT' ? 'An agent acting for the owner' : 'The owner' }] : []),
  },
  ownerDetails: {
    load: (calls, appId) => calls.person('owner', appId),
    rows: (d: { data: PersonDetail }) => (d.data.full_name ? personRows(d.data) : []),
  },
  agentDetails: {
    load: async (calls, appId) => ({ ...(await calls.person('agent', appId)), needagent: (await calls.needAgent(appId)).needagent }),
    rows: (d: { data: PersonDetail; needagent: string }) =>
      d.needagent === 'no' ? [{ key: 'Agent acting for the owner', value: 'No' }] : d.data.full_name ? personRows(d.data) : [],
  },
  firstPointOfContact: { load: async () => null, rows: (_d: null, app) => contactRows(app.firstContact) },
  invoicePayableBy: { load: async () => null, rows: (_d: null, app) => contactRows(app.invoiceContact) },
  recordOfTitle: {
    load: (calls, appId) => calls.certTitle(appId),
    rows: (d: { has_cert: string; request_ct_from_council: string; site_address_postcode: string }) =>
      d.has_cert
        ? [
            { key: 'Has a copy of the record of title', value: yesNo(d.has_cert) },
            ...(d.has_cert === 'no' ? [{ key: 'Copy asked from the council', value: d.request_ct_from_council === 'y' ? 'Yes' : 'No' }] : []),
            ...(d.site_address_postcode ? [{ key: 'Postcode', value: d.site_address_postcode }] : []),
          ]
        : [],
  },
  plg: {
    load: (calls, appId) => calls.plg(appId),
    rows: (d: { data: { change_use: string; disturb_soil: string; hail_land: string; nes_assessment: string; nes_date: string } }) =>
      d.data.change_use || d.data.disturb_soil || d.data.hail_land
        ? [
            { key: 'Changes the use of the land', value: yesNo(d.data.change_use) },
            { key: 'Disturbs the soil', value: yesNo(d.data.disturb_soil) },
            { key: 'HAIL land', value: yesNo(d.data.hail_land) },
            ...(d.data.nes_assessment ? [{ key: 'NES assessment', value: `${d.data.nes_assessment === 'taken' ? 'Taken' : 'To be undertaken'} ${d.data.nes_date}` }] : []),
          ]
        : [],
  },
  contacts: { load: (calls, appId) => calls.projectContacts(appId), rows: projectContactRows },
  miscInfo: {
    load: (calls, appId) => calls.misc(appId),
    rows: (d: { data: { disaster_related: string; disaster_id: number | null; disaster_other: string; has_dogs: string; has_swimming_pool: string; service_connection: string } }) => {
      const m = d.data;
      if (!m.disaster_related && !m.has_dogs) return [];
      const disaster = m.disaster_id === DISASTER_OTHER_ID ? m.disaster_other : DISASTERS.find((x) => x.id === m.disaster_id)?.name ?? '';
      return [
        { key: 'Related to a natural disaster', value: m.disaster_related === 'yes' ? `Yes: ${disaster}` : yesNo(m.disaster_related) },
        { key: 'Dogs on the site', value: yesNo(m.has_dogs) },
        { key: 'Swimming pool', value: yesNo(m.has_swimming_pool) },
        { key: 'New service connection', value: yesNo(m.service_connection) },
      ];
    },
  },
};

interface FormAnswersProps {
  application: ApplicationData;
  ctx: WizardContext;
  form: WizardFormId;
  /** The page to change the answers on; null when the application is read-only. */
  changeTo: string | null;
}

export function FormAnswers({ application, ctx, form, changeTo }: FormAnswersProps) {
  const title = formTitle(form, ctx.typeCode);
  const answers = ANSWERS[form];
  const regional = application.councils.find((c) => c.id === application.council_id)?.isRegional ?? false;
  return (
    <>
      <section className="summary-card" aria-label={title}>
        <div className="summary-card__header">
          <h3 className="summary-card__title">{title}</h3>
          {changeTo ? (
            <Link to={changeTo}>
              Change<span className="visually-hidden"> {title}</span>
            </Link>
          ) : null}
        </div>
        <div className="summary-card__body">
          {form === 'project' ? (
            <ProjectAnswers application={application} />
          ) : form === 'siteLocation' ? (
            <SiteLocationAnswers application={application} />
          ) : form === 'attachments' ? (
            <AttachmentAnswers application={application} />
          ) : answers ? (
            <WithSavedAnswers appId={application.id} name={`summary-${form}`} load={(calls) => answers.load(calls, application.id)}>
              {(data) => {
                const rows = answers.rows(data as never, application).filter((r) => r.value !== '');
                return rows.length ? <SummaryList rows={rows} /> : <p>Not answered yet.</p>;
              }}
            </WithSavedAnswers>
          ) : (
            <p>This part of the form is not available yet.</p>
          )}
        </div>
      </section>
      {form === 'plg' && regionalCouncilFormShown(regional, isPageRequired('plg', ctx)) ? <EcanAnswers application={application} changeTo={changeTo} /> : null}
    </>
  );
}

function EcanAnswers({ application, changeTo }: { application: ApplicationData; changeTo: string | null }) {
  const title = 'Regional council: dam details';
  return (
    <section className="summary-card" aria-label={title}>
      <div className="summary-card__header">
        <h3 className="summary-card__title">{title}</h3>
        {changeTo ? (
          <Link to={changeTo}>
            Change<span className="visually-hidden"> {title}</span>
          </Link>
        ) : null}
      </div>
      <div className="summary-card__body">
        <WithSavedAnswers appId={application.id} name="summary-ecan" load={(calls) => calls.ecan(application.id)}>
          {({ data }) =>
            data.dam_name ? (
              <SummaryList
                rows={[
                  { key: 'Dam', value: data.dam_name },
                  { key: 'Classification', value: DAM_CLASSIFICATIONS.find((c) => c.value === data.dam_classification)?.name ?? '' },
                  { key: 'Work starts', value: data.works_date },
                ]}
              />
            ) : (
              <p>Not answered yet.</p>
            )
          }
        </WithSavedAnswers>
      </div>
    </section>
  );
}
