import { refuseDetailsSchema } from '@consent/domain';
import { TextAreaField } from '../project/fields';
import { ActionDialog } from './ActionDialog';
import type { ActionFormProps } from './actionForms';
import { ListField, useListRows } from './ListField';
import { useActionForm } from './useActionForm';

type Values = { reasons: { text: string }[] };

/** The decision to refuse, with its reasons; it ends the application's life, so it is confirmed first. */
export function RefuseForm({ appId, isOpen, onClose, onDone }: ActionFormProps) {
  const state = useActionForm<Values>({
    appId,
    action: 'refuse',
    formId: 'refuse',
    defaultValues: { reasons: [{ text: '' }] },
    schema: refuseDetailsSchema,
    toDetails: (v) => ({ reasons: v.reasons.map((r) => r.text) }),
    fieldOf: (path) => (path.length > 1 ? `reasons.${String(path[1])}.text` : 'reasons'),
    confirm: true,
    onDone: () => {
      onDone('Application refused.');
    },
  });
  const reasons = useListRows(state, 'reasons', { text: '' });
  return (
    <ActionDialog
      title="Refuse the application"
      submitLabel="Continue"
      confirmation={{
        title: 'Refuse this application?',
        text: <p>A refusal is a decision: it cannot be undone, and nothing more can be done with the application.</p>,
        label: 'Refuse application',
      }}
      isOpen={isOpen}
      onClose={onClose}
      state={state}
    >
      <ListField
        {...reasons}
        legend="Reasons for refusing"
        itemName="reason"
        row={(i) => (
          <TextAreaField
            rows={3}
            id={state.idOf(`reasons.${i}.text`)}
            label={`Reason ${i + 1}`}
            error={state.errorOf(`reasons.${i}.text`)}
            {...state.form.register(`reasons.${i}.text`)}
          />
        )}
      />
    </ActionDialog>
  );
}
