import {
  defined,
  formTitle,
  formsOfPage,
  pageForLegacyStep,
  singlePageFormOf,
  visibleForms,
  wizardContextOf,
  type WizardContext,
} from '@consent/domain';
import type { ApplicationData } from '../../api';
import { StatusTag } from '../../ui/StatusTag';
import { formatDateTime } from '../../ui/format';
import { SummaryList } from '../../ui/SummaryList';

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** A saved legacy step as the page's name, the words the applicant saw at the top of that page (issue 15: not "Step 15"). */
function pageName(step: number, ctx: WizardContext): string {
  const page = pageForLegacyStep(step);
  if (!page) return 'Not started';
  // Every page has forms in the registry; a page this application skips is named by its first.
  return formTitle(defined(visibleForms(page, ctx)[0] ?? formsOfPage(page)[0], `a form of page ${page}`), ctx.typeCode);
}

export function ApplicationSummary({ data }: { data: ApplicationData }) {
  const { summary } = data;
  const ctx = wizardContextOf(data);
  return (
    <section aria-labelledby="application-details">
      <h2 id="application-details" className="heading-m">
        Application details
      </h2>
      <SummaryList
        rows={[
          { key: 'Application type', value: summary.typeName },
          { key: 'Council', value: summary.councilName },
          { key: 'Status', value: <StatusTag status={summary.status} /> },
          // The server's legacy steps (spec point 2) named by their pages; max_step is the furthest reached. A
          // single-page form has one page, so there is no step to name.
          ...(singlePageFormOf(data.appParam)
            ? []
            : [
                {
                  key: 'Current page',
                  value: `${pageName(data.step.step, ctx)} (furthest reached: ${pageName(data.step.max_step, ctx)})`,
                },
              ]),
          {
            key: 'Passcode',
            value: (
              <>
                <span className="passcode">{data.passcode}</span>
                <span className="field__hint">
                  Keep this passcode. With the consent number the council gives you, it lets you apply for a code
                  compliance certificate, a certificate for public use or an amendment for this work.
                </span>
              </>
            ),
          },
          { key: 'Started', value: when(summary.createdAt) },
          { key: 'Last updated', value: when(summary.updatedAt) },
          ...(summary.completedAt ? [{ key: 'Completed', value: when(summary.completedAt) }] : []),
        ]}
      />
    </section>
  );
}
