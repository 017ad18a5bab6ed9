import { returnDetailsSchema } from '@consent/domain';
import { TextField } from '../../ui/Field';
import { TextAreaField } from '../project/fields';
import { ActionDialog } from './ActionDialog';
import type { ActionFormProps } from './actionForms';
import { ListField, useListRows } from './ListField';
import { useActionForm } from './useActionForm';

type Values = { items: { item: string; reason: string }[] };

/** Vetting failed: the application goes back to the applicant with what is incomplete, item by item. */
export function ReturnForm({ appId, isOpen, onClose, onDone }: ActionFormProps) {
  const state = useActionForm<Values>({
    appId,
    action: 'returnAsIncomplete',
    formId: 'return',
    defaultValues: { items: [{ item: '', reason: '' }] },
    schema: returnDetailsSchema,
    toDetails: (v) => v,
    confirm: true,
    onDone: () => {
      onDone('Application returned to the applicant as incomplete.');
    },
  });
  const items = useListRows(state, 'items', { item: '', reason: '' });
  return (
    <ActionDialog
      title="Return the application as incomplete"
      submitLabel="Continue"
      confirmation={{
        title: 'Return this application?',
        text: <p>The applicant will be told what is incomplete and can change the application and submit it again.</p>,
        label: 'Return application',
      }}
      isOpen={isOpen}
      onClose={onClose}
      state={state}
    >
      <ListField
        {...items}
        legend="What is incomplete"
        hint="Name each item (a page, a document, a question) and say why it is incomplete."
        itemName="item"
        row={(i) => (
          <>
            <TextField
              id={state.idOf(`items.${i}.item`)}
              label={`Item ${i + 1}`}
              error={state.errorOf(`items.${i}.item`)}
              {...state.form.register(`items.${i}.item`)}
            />
            <TextAreaField
              rows={3}
              id={state.idOf(`items.${i}.reason`)}
              label={`Why item ${i + 1} is incomplete`}
              error={state.errorOf(`items.${i}.reason`)}
              {...state.form.register(`items.${i}.reason`)}
            />
          </>
        )}
      />
    </ActionDialog>
  );
}
