import {
  ECAN_ANSWERS_TITLE,
  ecanAnswerRows,
  formTitle,
  isPageRequired,
  isSummarisedSection,
  regionalCouncilFormShown,
  type ApplicationData,
  type ModuleForm,
  type SummarisedSectionForm,
  type WizardContext,
  type WizardFormId,
} from '@consent/domain';
import { Link } from 'react-router';
import { SummaryList, answerRows } from '../../ui/SummaryList';
import { WithSavedAnswers } from '../../forms/FormSection';
import { MODULE_ANSWERS, sectionRows } from './formAnswerSources';

interface FormAnswersProps {
  application: ApplicationData;
  ctx: WizardContext;
  form: WizardFormId;
  /** The page to change the answers on; null when the application is read-only. */
  changeTo: string | null;
}

export function FormAnswers({ application, ctx, form, changeTo }: FormAnswersProps) {
  const title = formTitle(form, ctx.typeCode);
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
          {isSummarisedSection(form) ? (
            <SectionAnswers form={form} application={application} />
          ) : (
            <ModuleAnswers form={form} application={application} />
          )}
        </div>
      </section>
      {form === 'plg' && regionalCouncilFormShown(regional, isPageRequired('plg', ctx)) ? (
        <EcanAnswers application={application} changeTo={changeTo} />
      ) : null}
    </>
  );
}

/** A module form's answers, shown by the module's own component. */
function ModuleAnswers({ form, application }: { form: ModuleForm; application: ApplicationData }) {
  const Answers = MODULE_ANSWERS[form];
  return <Answers application={application} />;
}

/** A section form's saved answers, read back by the browser and shown as its summary's rows (no schema, ADR 0095). */
function SectionAnswers({ form, application }: { form: SummarisedSectionForm; application: ApplicationData }) {
  const read = sectionRows(form);
  return (
    <WithSavedAnswers appId={application.id} name={`summary-${form}`} load={(calls) => read(calls, application)}>
      {(found) => {
        const rows = answerRows(found);
        return rows.length ? <SummaryList rows={rows} /> : <p>Not answered yet.</p>;
      }}
    </WithSavedAnswers>
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
