import { SINGLE_PAGE_FORMS, type ApplicationData, type SinglePageForm, type WizardContext, type WizardFormId } from '@consent/domain';
import { SummaryList } from '../../ui/SummaryList';
import { LoadProblem, Loading } from '../../ui/Status';
import { useSinglePage } from '../../api/singlePage';
import { FormAnswers } from '../summary/FormAnswers';
import { ownAnswerRows } from './OwnAnswers';

/** The single-page form an application is filled in on, if any (by its param). */
export function singlePageFormOf(application: ApplicationData): SinglePageForm | null {
  const entry = Object.entries(SINGLE_PAGE_FORMS).find(([, param]) => param === application.appParam);
  return entry ? (entry[0] as SinglePageForm) : null;
}

export const singlePagePath = (form: SinglePageForm, appId: number) =>
  form === 'fasttrack' ? `/helix/fastTrackApplication/${appId}` : `/helix/floodAffectedBuildings/${appId}`;

const BEFORE: WizardFormId[] = ['siteLocation', 'ownerDetails', 'agentDetails'];
const AFTER: WizardFormId[] = ['contacts', 'attachments'];

/** The summary's answers of a single-page application: the sections its page has, in the page's order. */
export function SinglePageAnswers({ form, application, ctx }: { form: SinglePageForm; application: ApplicationData; ctx: WizardContext }) {
  const changeTo = application.appCompleted ? null : singlePagePath(form, application.id);
  const card = (id: WizardFormId) => <FormAnswers key={id} application={application} ctx={ctx} form={id} changeTo={changeTo} />;
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
  const title = form === 'fasttrack' ? 'Your project' : 'Flood remediation';
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
          <SummaryList rows={ownAnswerRows(saved.data.data).filter((r) => r.value !== '')} />
        )}
      </div>
    </section>
  );
}
