import type { ReactNode } from 'react';
import { useFormData, type WizardCalls } from '../../api';
import { LoadProblem, Loading } from '../../ui/Status';

/** A form on a wizard page: titled with an h2 unless it is the page's first form (whose title is the h1). */
export function FormSection({ id, title, isFirst, children }: { id: string; title: string; isFirst: boolean; children: ReactNode }) {
  return (
    <section className="wizard-form" aria-labelledby={isFirst ? undefined : `${id}-title`} aria-label={isFirst ? title : undefined}>
      {isFirst ? null : (
        <h2 id={`${id}-title`} className="wizard-form__title">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

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
