import type { ReactNode } from 'react';
import { useFormData, type WizardCalls } from '../api';
import { LoadProblem, Loading } from '../ui/Status';

/**
 * A form on a wizard page: titled with an h2 unless it is the page's first form (whose title is the h1). A form whose
 * title is its question (`titleIsLegend`) puts the title in the question's legend instead (`FormTitleLegend`), so the
 * words are shown once.
 */
export function FormSection({
  id,
  title,
  isFirst,
  titleIsLegend = false,
  children,
}: {
  id: string;
  title: string;
  isFirst: boolean;
  titleIsLegend?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className="wizard-form"
      aria-labelledby={isFirst ? undefined : `${id}-title`}
      aria-label={isFirst ? title : undefined}
    >
      {isFirst || titleIsLegend ? null : (
        <h2 id={`${id}-title`} className="wizard-form__title">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

/** The legend of a form whose title is its question: the form's h2, or (first on the page, under the same h1) read only. */
export function FormTitleLegend({ id, title, isFirst }: { id: string; title: string; isFirst: boolean }) {
  if (isFirst) return <span className="visually-hidden">{title}</span>;
  return (
    <h2 id={`${id}-title`} className="wizard-form__title">
      {title}
    </h2>
  );
}

/** The level of a heading inside a form: under the form's h2, or straight under the page's h1 for the first form. */
export const formSubheading = (isFirst: boolean) => (isFirst ? 'h2' : 'h3');

/** Loads a form's saved answers, then renders the form with them (a revisit always shows what the server holds). */
export function WithSavedAnswers<T>({
  appId,
  name,
  load,
  children,
}: {
  appId: number;
  name: string;
  load: (calls: WizardCalls) => Promise<T>;
  children: (data: T) => ReactNode;
}) {
  const query = useFormData(appId, name, load);
  if (query.isPending) return <Loading>Loading your answers…</Loading>;
  if (query.isError) return <LoadProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
