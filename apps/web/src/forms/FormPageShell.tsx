import { formTitle, type ApplicationData, type WizardContext, type WizardFormId } from '@consent/domain';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorSummary } from '../ui/ErrorSummary';
import { PageHeading } from '../ui/PageHeading';
import { Loading } from '../ui/Status';
import { WizardFormsContext, type WizardFormProps } from './formRegistry';
import type { FormPage } from './useFormPage';
import type { NothingLost } from '../features/nothingLost/NothingLost';

/** A page of forms: its error summary, what shows above its heading, its h1 and its form element, whose submit is `onSubmit`. */
export function FormPageShell({
  page,
  application,
  title,
  above,
  onSubmit,
  forms,
  children,
  nothingLost: { panel, attachForm },
}: {
  page: FormPage;
  application: ApplicationData;
  title: string;
  above?: ReactNode;
  onSubmit: () => void;
  /** The page's forms, loaded as it first shows them. */
  forms: ReactNode;
  /** What follows the forms inside the form element: the page's buttons and status. */
  children: ReactNode;
  /** What is typed and not yet saved, kept and offered back (issue 33.4): its panel and the form it listens to. */
  nothingLost: Pick<NothingLost, 'panel' | 'attachForm'>;
}) {
  const appId = application.id;
  return (
    <div className="two-thirds">
      <ErrorSummary errors={page.errors} attempt={page.attempt} />
      {panel}
      {above}
      <PageHeading
        caption={`${application.summary.typeName} – application ${appId}`}
        title={`${title} – application ${appId}`}
      >
        {title}
      </PageHeading>
      <WizardFormsContext.Provider value={page.registry}>
        <form
          ref={attachForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Suspense fallback={<Loading>Loading the form…</Loading>}>{forms}</Suspense>
          {children}
        </form>
      </WizardFormsContext.Provider>
    </div>
  );
}

type FormComponents = Record<WizardFormId, ComponentType<WizardFormProps>>;

/** Each of these forms' screens, in order (inside the shell's `forms`, which waits for them to load). */
export function FormScreens({
  components,
  forms,
  application,
  ctx,
  renderKey = '',
  firstIsTitled,
}: {
  components: FormComponents;
  forms: readonly WizardFormId[];
  application: ApplicationData;
  ctx: WizardContext;
  /** Changed to mount every form again (the wizard's Save and refresh). */
  renderKey?: string | number;
  /** Whether the first form's title is the page's h1 (a wizard page), so the form does not repeat it. */
  firstIsTitled: boolean;
}) {
  return (
    <>
      {forms.map((form, index) => {
        const Form = components[form];
        return (
          <Form
            key={`${form}:${renderKey}`}
            appId={application.id}
            application={application}
            ctx={ctx}
            form={form}
            title={formTitle(form, ctx.typeCode)}
            isFirst={firstIsTitled && index === 0}
          />
        );
      })}
    </>
  );
}
