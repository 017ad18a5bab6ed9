import {
  ECAN_ANSWERS_TITLE,
  agentAnswerRows,
  applicantRoleAnswerRows,
  certTitleAnswerRows,
  contactAnswerRows,
  ecanAnswerRows,
  formTitle,
  isPageRequired,
  miscAnswerRows,
  personAnswerRows,
  pimAnswerRows,
  plgAnswerRows,
  preApplicationAnswerRows,
  regionalCouncilFormShown,
  type ApplicationData,
  type CertTitle,
  type MiscData,
  type PersonDetail,
  type PimAnswers,
  type PlgData,
  type PreApplication,
  type WizardContext,
  type WizardFormId,
} from '@consent/domain';
import { Link } from 'react-router';
import type { WizardCalls } from '../../api';
import { SummaryList, answerRows, type SummaryRow } from '../../ui/SummaryList';
import { ProjectAnswers } from '../project/ProjectAnswers';
import { SiteLocationAnswers } from '../location/SiteLocationAnswers';
import { WithSavedAnswers } from '../wizard/FormSection';
import { AttachmentAnswers } from '../attachments/AttachmentAnswers';
import { projectContactRows } from '../contacts/summaryRows';

/** How each wizard form's saved answers are read and turned into the domain's rows (shared with the PDF). */
const ANSWERS: Partial<Record<WizardFormId, { load: (calls: WizardCalls, appId: number) => Promise<unknown>; rows: (data: never, app: ApplicationData) => SummaryRow[] }>> = {
  preApplication: { load: (calls, appId) => calls.preApplication(appId), rows: (d: PreApplication) => answerRows(preApplicationAnswerRows(d)) },
  pim: { load: (calls, appId) => calls.pim(appId), rows: (d: PimAnswers, app) => answerRows(pimAnswerRows(d, app.application_type)) },
  applicantRole: { load: (calls, appId) => calls.role(appId), rows: (d: { role: string | null }) => answerRows(applicantRoleAnswerRows(d.role)) },
  ownerDetails: { load: (calls, appId) => calls.person('owner', appId), rows: (d: { data: PersonDetail }) => answerRows(personAnswerRows(d.data)) },
  agentDetails: {
    load: async (calls, appId) => ({ ...(await calls.person('agent', appId)), needagent: (await calls.needAgent(appId)).needagent }),
    rows: (d: { data: PersonDetail; needagent: string }) => answerRows(agentAnswerRows(d.needagent, d.data)),
  },
  firstPointOfContact: { load: async () => null, rows: (_d: null, app) => answerRows(contactAnswerRows(app.firstContact)) },
  invoicePayableBy: { load: async () => null, rows: (_d: null, app) => answerRows(contactAnswerRows(app.invoiceContact)) },
  recordOfTitle: { load: (calls, appId) => calls.certTitle(appId), rows: (d: CertTitle) => answerRows(certTitleAnswerRows(d)) },
  plg: { load: (calls, appId) => calls.plg(appId), rows: (d: { data: PlgData }) => answerRows(plgAnswerRows(d.data)) },
  contacts: { load: (calls, appId) => calls.projectContacts(appId), rows: projectContactRows },
  miscInfo: { load: (calls, appId) => calls.misc(appId), rows: (d: { data: MiscData }) => answerRows(miscAnswerRows(d.data)) },
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
                const rows = answers.rows(data as never, application);
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
  const title = ECAN_ANSWERS_TITLE;
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
          {({ data }) => {
            const rows = ecanAnswerRows(data);
            return rows.length ? <SummaryList rows={answerRows(rows)} /> : <p>Not answered yet.</p>;
          }}
        </WithSavedAnswers>
      </div>
    </section>
  );
}
