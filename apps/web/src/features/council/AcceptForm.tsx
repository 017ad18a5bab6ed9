import { acceptDetailsSchema } from '@consent/domain';
import { TextField } from '../../ui/Field';
import { ActionDialog } from './ActionDialog';
import type { ActionFormProps } from './actionForms';
import { useActionForm } from './useActionForm';

/**
 * Vetting passed: the application is lodged under the council's consent number, and its clock starts. The number
 * starts as the council's next (taken from its sequence when accepted as offered); another is kept as typed.
 */
export function AcceptForm({ appId, isOpen, onClose, onDone, offered }: ActionFormProps & { offered: string }) {
  const state = useActionForm<{ consentNumber: string }>({
    appId,
    action: 'accept',
    formId: 'accept',
    defaultValues: { consentNumber: offered },
    schema: acceptDetailsSchema,
    toDetails: (v) => v,
    onDone: () => {
      onDone('Application accepted. The statutory clock has started.');
    },
  });
  return (
    <ActionDialog
      title="Accept the application"
      submitLabel="Accept application"
      isOpen={isOpen}
      onClose={onClose}
      state={state}
    >
      <TextField
        id={state.idOf('consentNumber')}
        label="Consent number"
        hint="The council’s next consent number. Change it if the council’s own system has issued one."
        error={state.errorOf('consentNumber')}
        autoComplete="off"
        {...state.form.register('consentNumber')}
      />
    </ActionDialog>
  );
}
