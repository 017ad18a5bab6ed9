import { cccIssueSchema, grantDetailsSchema } from '@consent/domain';
import { TextAreaField } from '../project/fields';
import { RadioGroup } from '../../ui/RadioGroup';
import { ConsentPreview } from '../statutoryDocuments/ConsentPreview';
import { ActionDialog } from './ActionDialog';
import type { ActionFormProps } from './actionForms';
import { useActionForm } from './useActionForm';

type Values = { inspections: 'allPassed' | 'issueRegardless' | ''; reason: string };

function toDetails(v: Values) {
  const reason = v.inspections === 'issueRegardless' && v.reason.trim() ? { reason: v.reason } : {};
  return { ccc: { inspections: v.inspections || undefined, ...reason } };
}

/**
 * The decision to issue a code compliance certificate (issue 32.5): the officer says every inspection the consent
 * requires has passed, or issues regardless with the reason, previews form 7, and confirms.
 */
export function IssueCccForm({ appId, isOpen, onClose, onDone }: ActionFormProps) {
  const state = useActionForm<Values>({
    appId,
    action: 'grant',
    formId: 'ccc',
    defaultValues: { inspections: '', reason: '' },
    schema: grantDetailsSchema.extend({ ccc: cccIssueSchema }),
    toDetails,
    fieldOf: (path) => (path.at(-1) === 'reason' ? 'reason' : 'inspections'),
    confirm: true,
    onDone: () => {
      onDone('Code compliance certificate issued.');
    },
  });
  return (
    <ActionDialog
      title="Issue the code compliance certificate"
      submitLabel="Continue"
      confirmation={{
        title: 'Issue the code compliance certificate?',
        text: <p>Issuing is a decision: it cannot be undone. Form 7 is issued to the owner.</p>,
        label: 'Issue certificate',
      }}
      isOpen={isOpen}
      onClose={onClose}
      state={state}
    >
      <RadioGroup
        id={state.idOf('inspections')}
        legend="The inspections the building consent requires"
        error={state.errorOf('inspections')}
        input={state.form.register('inspections')}
        value={state.form.watch('inspections')}
        options={[
          { value: 'allPassed', label: 'Every required inspection has passed' },
          {
            value: 'issueRegardless',
            label: 'Issue regardless',
            hint: 'Not every required inspection has passed: record why the certificate is issued all the same.',
            conditional: (
              <TextAreaField
                rows={3}
                id={state.idOf('reason')}
                label="Reason for issuing regardless"
                error={state.errorOf('reason')}
                {...state.form.register('reason')}
              />
            ),
          },
        ]}
      />
      <ConsentPreview
        appId={appId}
        name="code compliance certificate"
        details={() => toDetails(state.form.getValues())}
      />
    </ActionDialog>
  );
}
