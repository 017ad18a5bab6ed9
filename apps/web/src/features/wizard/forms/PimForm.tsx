import { APPLICATION_TYPE, FORM_STEP_TITLES, type YesNo } from '@consent/domain';
import { useForm } from 'react-hook-form';
import { useWizardCalls, type WizardCalls } from '../../../api';
import { Checkbox, RadioGroup } from '../../../ui/RadioGroup';
import { FieldError } from '../../../ui/FieldError';
import { FormSection, FormTitleLegend, WithSavedAnswers } from '../../../forms/FormSection';
import {
  fieldId,
  saveOrProblems,
  showProblems,
  useWizardForm,
  type WizardFormProps,
} from '../../../forms/formRegistry';
import { loadFormChecks } from '../../../forms/loadFormChecks';

const ID = 'pim';
/** The saved answers with the matters offered, as the contract's load answers them. */
type Saved = Awaited<ReturnType<typeof loadPim>>;
const loadPim = (calls: WizardCalls, appId: number) => calls.loadAnswers('pim', appId);
interface Values {
  pim: YesNo;
  pim_classes: string[];
  notes: string;
}

export default function PimForm(props: WizardFormProps) {
  return (
    <WithSavedAnswers appId={props.appId} name="pim" load={(calls) => loadPim(calls, props.appId)}>
      {(saved) => <PimFields {...props} saved={saved} />}
    </WithSavedAnswers>
  );
}

/**
 * The PIM question (spec point 2): yes makes the application type 4 and shows the matters; no makes it
 * type 2 and moves on. A PIM-only application (type 1) is asked only for its matters.
 */
function PimFields({ appId, form, title, isFirst, saved, application }: WizardFormProps & { saved: Saved }) {
  const calls = useWizardCalls();
  const pimOnly = application.application_type === APPLICATION_TYPE.PIM_ONLY;
  const rhf = useForm<Values>({
    defaultValues: {
      pim:
        pimOnly || !saved.answered ? '' : saved.appType === APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM ? 'yes' : 'no',
      pim_classes: saved.pimClasses.map(String),
      notes: saved.notes,
    },
  });
  const answer = rhf.watch('pim');
  const { errors } = rhf.formState;

  const typeFor = (pim: YesNo) =>
    pimOnly
      ? APPLICATION_TYPE.PIM_ONLY
      : pim === 'yes'
        ? APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM
        : APPLICATION_TYPE.BUILDING_CONSENT;

  const { advance } = useWizardForm(form, {
    async validate(mode) {
      const { pim, pim_classes, notes } = rhf.getValues();
      const answers = { answered: pim !== '', pimClasses: pim_classes.map(Number), notes };
      const { checkPim } = await loadFormChecks();
      return showProblems(rhf, ID, checkPim(typeFor(pim), answers, mode));
    },
    save(mode) {
      const { pim, pim_classes, notes } = rhf.getValues();
      return saveOrProblems(rhf, ID, async () => {
        if (!pimOnly) {
          if (pim === '') return;
          await calls.editApplication(appId, { type: typeFor(pim) }, mode);
        }
        // Matters are submitted only for types 1 and 4 (spec point 4).
        if (pimOnly || pim === 'yes')
          await calls.saveAnswers('pim', appId, {
            app_id: appId,
            pim_classes: pim_classes.map(Number),
            notes,
            validation_mode: mode,
          });
      });
    },
  });

  const matters = (
    <>
      <fieldset
        className={errors.pim_classes ? 'checkboxes field field--error' : 'checkboxes'}
        aria-describedby={errors.pim_classes ? `${fieldId(ID, 'pim_classes')}-error` : undefined}
      >
        <legend className="checkboxes__legend">
          {pimOnly ? <FormTitleLegend id={ID} title={title} isFirst={isFirst} /> : FORM_STEP_TITLES.pimOnlyQuestion}
        </legend>
        {errors.pim_classes ? (
          <FieldError id={`${fieldId(ID, 'pim_classes')}-error`} message={errors.pim_classes.message ?? ''} />
        ) : null}
        {saved.pim_classes.map((matter, index) => (
          <Checkbox
            key={matter.id}
            id={index === 0 ? fieldId(ID, 'pim_classes') : `${fieldId(ID, 'pim_classes')}-${matter.id}`}
            label={matter.name}
            input={rhf.register('pim_classes')}
            value={String(matter.id)}
          />
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={fieldId(ID, 'notes')}>
          Notes for the council (optional)
        </label>
        <textarea id={fieldId(ID, 'notes')} className="textarea" rows={4} {...rhf.register('notes')} />
      </div>
    </>
  );

  return (
    <FormSection id={ID} title={title} isFirst={isFirst} titleIsLegend>
      {pimOnly ? (
        matters
      ) : (
        <RadioGroup
          id={fieldId(ID, 'pim')}
          legend={<FormTitleLegend id={ID} title={title} isFirst={isFirst} />}
          hint="A PIM tells you what the council knows about the site and what other approvals the project needs."
          input={rhf.register('pim', {
            // 'No PIM' moves on at once (spec point 2).
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'no') advance();
            },
          })}
          value={answer}
          error={errors.pim?.message}
          options={[
            { value: 'yes', label: 'Yes, I need a PIM', conditional: matters },
            { value: 'no', label: 'No, I do not need a PIM' },
          ]}
        />
      )}
    </FormSection>
  );
}
