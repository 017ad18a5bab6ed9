import { requestInformationDetailsSchema } from '@consent/domain';
import { SelectField } from '../../ui/Field';
import { TextAreaField } from '../project/fields';
import { ActionDialog } from './ActionDialog';
import type { ActionFormProps } from './actionForms';
import { ListField, useListRows } from './ListField';
import { useActionForm } from './useActionForm';

type Values = { items: { text: string; page: string; documentType: string }[] };
const EMPTY = { text: '', page: '', documentType: '' };

interface Props extends ActionFormProps {
  /** The application's pages (as its answers are titled) and the document types it offers, to name in an item. */
  pages: string[];
  documentTypes: string[];
}

/** A request for further information (s48(2)): the clock stops until the applicant has answered every item. */
export function RequestInformationForm({ appId, isOpen, onClose, onDone, pages, documentTypes }: Props) {
  const state = useActionForm<Values>({
    appId,
    action: 'requestInformation',
    formId: 'rfi',
    defaultValues: { items: [EMPTY] },
    schema: requestInformationDetailsSchema,
    // A page or document type left unchosen is not part of the item.
    toDetails: (v) => ({
      items: v.items.map((i) => ({
        text: i.text,
        ...(i.page ? { page: i.page } : {}),
        ...(i.documentType ? { documentType: i.documentType } : {}),
      })),
    }),
    onDone: () => {
      onDone('Further information requested. The statutory clock is suspended until the applicant answers.');
    },
  });
  const items = useListRows(state, 'items', EMPTY);
  return (
    <ActionDialog
      title="Request further information"
      submitLabel="Send request"
      isOpen={isOpen}
      onClose={onClose}
      state={state}
    >
      <ListField
        {...items}
        legend="Information needed"
        hint="Describe each item; name the page or document type it is about when there is one."
        itemName="item"
        row={(i) => (
          <>
            <TextAreaField
              rows={3}
              id={state.idOf(`items.${i}.text`)}
              label={`Item ${i + 1}`}
              error={state.errorOf(`items.${i}.text`)}
              {...state.form.register(`items.${i}.text`)}
            />
            <SelectField
              id={state.idOf(`items.${i}.page`)}
              label={`Page item ${i + 1} is about (optional)`}
              {...state.form.register(`items.${i}.page`)}
            >
              <option value="">No particular page</option>
              {pages.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </SelectField>
            <SelectField
              id={state.idOf(`items.${i}.documentType`)}
              label={`Document type item ${i + 1} is about (optional)`}
              {...state.form.register(`items.${i}.documentType`)}
            >
              <option value="">No particular document</option>
              {documentTypes.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </SelectField>
          </>
        )}
      />
    </ActionDialog>
  );
}
