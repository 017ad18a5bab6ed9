import { useWizardForm, type WizardFormProps } from '../formRegistry';

/**
 * The site location, project, contacts and attachments forms come with their own issues. Until
 * then the route still passes through their pages, which say so plainly; Continue saves nothing.
 */
export default function NotAvailableYet({ form, title, isFirst }: WizardFormProps) {
  useWizardForm(form, { validate: () => [], save: async () => [] });
  return (
    <section className="wizard-form" aria-labelledby={`${form}-title`}>
      {isFirst ? null : (
        <h2 id={`${form}-title`} className="wizard-form__title">
          {title}
        </h2>
      )}
      <div className="notice" id={isFirst ? `${form}-title` : undefined}>
        <p>
          <strong>This part of the form is not available yet.</strong>
        </p>
        <p>You can continue without it. Nothing is saved for this part, and you will be able to come back and fill it in when it is ready.</p>
      </div>
    </section>
  );
}
