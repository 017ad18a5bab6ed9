import {
  ACCEPT_ATTRIBUTE,
  GRANT_NOTICE_KEYS,
  grantDetailsSchema,
  grantNoticeLabels,
  type GrantNotice,
} from '@consent/domain';
import { useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { ApiError } from '../../api';
import { uploadDecisionDocument } from '../../api/council';
import { FieldShell } from '../../ui/Field';
import { Checkbox } from '../../ui/RadioGroup';
import { ConsentPreview } from '../statutoryDocuments/ConsentPreview';
import {
  FINAL_INVOICE_DEFAULTS,
  FinalInvoiceFields,
  finalInvoiceDetails,
  type FinalInvoiceValues,
} from '../money/FinalInvoiceFields';
import { refusalOf } from '../attachments/checkFile';
import { TextAreaField } from '../project/fields';
import { ActionDialog } from './ActionDialog';
import type { ActionFormProps } from './actionForms';
import { ListField, useListRows } from './ListField';
import { PimFields, pimDetails, type PimValues } from './PimFields';
import { FieldProblem, fieldId, useActionForm } from './useActionForm';
import { chosenInspections, InspectionsPicker, type InspectionChoices } from './InspectionsPicker';

type Values = { conditions: { text: string }[]; notices: GrantNotice[] } & PimValues &
  InspectionChoices &
  FinalInvoiceValues;
const FILE_ID = fieldId('grant', 'decisionDocument');

function toDetails(v: Values, pim: boolean) {
  return {
    ...(pim ? pimDetails(v) : {}),
    ...(v.conditions.length ? { conditions: v.conditions.map((c) => c.text) } : {}),
    // One box ticked of several sharing a name still comes as a list; none ticked comes as false.
    ...(Array.isArray(v.notices) && v.notices.length ? { notices: v.notices } : {}),
    ...(chosenInspections(v).length ? { inspections: chosenInspections(v) } : {}),
    invoice: finalInvoiceDetails(v.invoice),
  };
}

/**
 * The decision to grant, with any conditions and the council's decision document. The document is uploaded only
 * once the grant is confirmed, then named in the grant's details; the server checks it as it checks any upload.
 */
export function GrantForm({
  appId,
  isOpen,
  onClose,
  onDone,
  pim = 'none',
}: ActionFormProps & {
  /** Whether the grant issues a PIM (form 4): alone (a PIM only), or with the building consent (form 5). */
  pim?: 'none' | 'only' | 'withConsent';
}) {
  const consent = pim !== 'only';
  // Kept here, not only in the input: the dialog's steps redraw the input, which forgets its file.
  const [chosen, setChosen] = useState<File | null>(null);
  const state = useActionForm<Values>({
    appId,
    action: 'grant',
    formId: 'grant',
    defaultValues: {
      conditions: [],
      notices: [],
      landFeatures: [],
      utilitySystems: [],
      authorisations: [],
      inspections: [],
      inspectionNotes: {},
      invoice: FINAL_INVOICE_DEFAULTS,
    },
    schema: grantDetailsSchema,
    toDetails: (v) => toDetails(v, pim !== 'none'),
    fieldOf: (path) =>
      path[0] === 'invoice'
        ? path.map(String).join('.')
        : path[0] === 'pim'
          ? `${String(path[1])}.${String(path[2])}.text`
          : path[0] === 'inspections'
            ? 'inspections'
            : path.length > 1
              ? `conditions.${String(path[1])}.text`
              : 'conditions',
    confirm: true,
    beforeSend: async (details) => {
      if (!chosen) return details;
      // Only the type and emptiness are known here; the server knows the size limit and says so.
      const refusal = await refusalOf(chosen, Number.MAX_SAFE_INTEGER);
      if (refusal) throw new FieldProblem(refusal, FILE_ID);
      try {
        return { ...details, decisionDocumentId: (await uploadDecisionDocument(appId, chosen)).id };
      } catch (error) {
        throw error instanceof ApiError ? new FieldProblem(error.message, FILE_ID) : error;
      }
    },
    onDone: () => {
      onDone('Application granted.');
    },
  });
  const fileError = state.problems.find((p) => p.fieldId === FILE_ID)?.message;
  const conditions = useListRows(state, 'conditions', { text: '' });
  return (
    <ActionDialog
      title="Grant the application"
      submitLabel="Continue"
      confirmation={{
        title: 'Grant this application?',
        text: <p>A grant is a decision: it cannot be undone.</p>,
        label: 'Grant application',
      }}
      isOpen={isOpen}
      onClose={onClose}
      state={state}
    >
      {pim !== 'none' ? <PimFields state={state} /> : null}
      {pim !== 'none' ? (
        <ConsentPreview
          appId={appId}
          document="form4"
          name="project information memorandum"
          details={() => toDetails(state.form.getValues(), true)}
        />
      ) : null}
      {consent ? (
        <>
          <ListField
            {...conditions}
            legend="Conditions of the consent (optional)"
            itemName="condition"
            canEmpty
            row={(i) => (
              <TextAreaField
                rows={2}
                id={state.idOf(`conditions.${i}.text`)}
                label={`Condition ${i + 1}`}
                error={state.errorOf(`conditions.${i}.text`)}
                {...state.form.register(`conditions.${i}.text`)}
              />
            )}
          />
          <fieldset className="fieldset">
            <legend className="fieldset__legend">Notices on the building consent (tick those that apply)</legend>
            {GRANT_NOTICE_KEYS.map((notice) => (
              <Checkbox
                key={notice}
                id={fieldId('grant', `notices-${notice}`)}
                label={grantNoticeLabels[notice]}
                value={notice}
                input={state.form.register('notices')}
              />
            ))}
          </fieldset>
          <InspectionsPicker
            appId={appId}
            id={state.idOf('inspections')}
            error={state.errorOf('inspections')}
            register={state.form.register as unknown as UseFormRegister<InspectionChoices>}
            chosen={[state.form.watch('inspections') || []].flat()}
          />
          <ConsentPreview
            appId={appId}
            document="form5"
            details={() => toDetails(state.form.getValues(), pim !== 'none')}
          />
        </>
      ) : null}
      <FinalInvoiceFields register={(name) => state.form.register(name)} idOf={state.idOf} errorOf={state.errorOf} />
      <FieldShell
        id={FILE_ID}
        label="Decision document (optional)"
        hint={
          chosen
            ? `Chosen: ${chosen.name}. It is uploaded when you confirm the grant.`
            : 'A PDF or other document of the decision, uploaded when you confirm the grant.'
        }
        error={fileError}
      >
        <input
          id={FILE_ID}
          type="file"
          className="file-input"
          accept={ACCEPT_ATTRIBUTE}
          aria-describedby={[`${FILE_ID}-hint`, fileError ? `${FILE_ID}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setChosen(event.target.files?.[0] ?? null);
          }}
        />
      </FieldShell>
    </ActionDialog>
  );
}
