import {
  productMessages,
  requiredPages,
  resumeTarget,
  legacyStepForPage,
  singlePageFormOf,
  visibleForms,
  wizardContextOf,
  type ApplicationData,
} from '@consent/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { LoadingGroup } from '../../ui/Status';
import { ApplicationLife } from '../application/ApplicationLife';
import { ApplicationSummary } from '../application/ApplicationSummary';
import { ChangeCouncilForm } from '../application/ChangeCouncilForm';
import { wizardStepPath } from '../wizard/paths';
import { DownloadPdfLink } from '../attachments/AttachmentAnswers';
import { FeeEstimate } from '../money/FeeEstimate';
import { Invoices } from '../money/Invoices';
import { DeclarationForm } from './DeclarationForm';
import { FormAnswers } from './FormAnswers';
import { changePath } from './paths';
import { SinglePageAnswers, singlePagePath } from '../singlepage/SinglePageAnswers';
import { PeopleWithAccess } from '../sharing/PeopleWithAccess';

/**
 * The summary/resume page: every section of the application with a "Change" link back to its page,
 * its status, and while it is open the declaration and Submit (check your answers). A completed application is read-only.
 */
export function SummaryScreen({ application }: { application: ApplicationData }) {
  const appId = application.id;
  const ctx = wizardContextOf(application);
  // What Submit was refused for, listed at the top of the page, each linked to its field.
  const [problems, setProblems] = useState<{ errors: SummaryError[]; attempt: number }>({ errors: [], attempt: 0 });
  const open = !application.appCompleted;
  const resume = resumeTarget(application.step.step, ctx);
  // A fast-track or flood-affected application is answered, and completed by Submit, on its single page.
  const singlePage = singlePageFormOf(application.appParam);
  const continueTo = singlePage
    ? singlePagePath(singlePage, appId)
    : resume
      ? wizardStepPath(appId, legacyStepForPage(resume))
      : null;

  return (
    <div className="two-thirds">
      <ErrorSummary errors={problems.errors} attempt={problems.attempt} />
      <PageHeading
        caption={`${application.summary.typeName} – application ${appId}`}
        title={`Summary – application ${appId}`}
      >
        {open ? 'Check your answers before submitting' : 'Your completed application'}
      </PageHeading>
      {open ? null : <p className="inset">{productMessages.applicationCompleted}</p>}
      <ApplicationLife appId={appId} />
      {open ? null : <Invoices appId={appId} />}
      <ApplicationSummary data={application} />
      <DownloadPdfLink appId={appId} />
      {open && continueTo ? (
        <p>
          <Link to={continueTo}>Continue where you left off</Link>
        </p>
      ) : null}
      {/* Each section reads its own answers; they appear together, so nothing moves under a click. */}
      <LoadingGroup label="Loading your answers…">
        <h2 className="heading-m">Your answers</h2>
        {singlePage ? <SinglePageAnswers form={singlePage} application={application} ctx={ctx} /> : null}
        {singlePage
          ? null
          : requiredPages(ctx).flatMap((page) =>
              visibleForms(page, ctx).map((form) => (
                <FormAnswers
                  key={form}
                  application={application}
                  ctx={ctx}
                  form={form}
                  changeTo={open ? changePath(wizardStepPath(appId, legacyStepForPage(page))) : null}
                />
              )),
            )}
        <FeeEstimate appId={appId} />
        {open && !singlePage ? (
          <>
            <DeclarationForm
              application={application}
              errors={problems.errors}
              onRefused={(errors) => {
                setProblems((p) => ({ errors, attempt: p.attempt + 1 }));
              }}
            />
            <ChangeCouncilForm appId={appId} councilId={application.council_id} councils={application.councils} />
          </>
        ) : null}
      </LoadingGroup>
      <PeopleWithAccess appId={appId} />
      <p>
        <Link to="/">Back to your applications</Link>
      </p>
    </div>
  );
}
