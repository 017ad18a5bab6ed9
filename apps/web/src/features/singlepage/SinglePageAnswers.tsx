import {
  SINGLE_PAGE_AFTER_OWN,
  SINGLE_PAGE_BEFORE_OWN,
  SINGLE_PAGE_OWN_TITLES,
  singlePageAnswerRows,
  type ApplicationData,
  type SinglePageForm,
  type WizardContext,
  type WizardFormId,
} from '@consent/domain';
import { SummaryList } from '../../ui/SummaryList';
import { LoadProblem, Loading } from '../../ui/Status';
import { useSinglePage } from '../../api/singlePage';
import { FormAnswers } from '../summary/FormAnswers';
import { singlePagePath } from './paths';

export { singlePagePath };

const BEFORE: WizardFormId[] = [...SINGLE_PAGE_BEFORE_OWN];
const AFTER: WizardFormId[] = [...SINGLE_PAGE_AFTER_OWN];

/** The summary's answers of a single-page application: the sections its page has, in the page's order. */
export function SinglePageAnswers({
  form,
  application,
  ctx,
}: {
  form: SinglePageForm;
  application: ApplicationData;
  ctx: WizardContext;
}) {
  const changeTo = application.appCompleted ? null : singlePagePath(form, application.id);
  const card = (id: WizardFormId) => (
    <FormAnswers key={id} application={application} ctx={ctx} form={id} changeTo={changeTo} />
  );
  return (
    <>
      {BEFORE.map(card)}
      <OwnAnswersCard form={form} appId={application.id} />
      {AFTER.map(card)}
    </>
  );
}

function OwnAnswersCard({ form, appId }: { form: SinglePageForm; appId: number }) {
  const saved = useSinglePage(form, appId);
  const title = SINGLE_PAGE_OWN_TITLES[form];
  return (
    <section className="summary-card" aria-label={title}>
      <div className="summary-card__header">
        <h3 className="summary-card__title">{title}</h3>
      </div>
      <div className="summary-card__body">
        {saved.isPending ? (
          <Loading>Loading your answers…</Loading>
        ) : saved.isError ? (
          <LoadProblem message={saved.error.message} onRetry={() => void saved.refetch()} />
        ) : (
          <SummaryList rows={singlePageAnswerRows(saved.data.data)} />
        )}
      </div>
    </section>
  );
}
