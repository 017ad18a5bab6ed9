import {
  nzToday,
  storedDefinition,
  type StoredForm,
  type StoredFormDefinition,
  type ValidationMode,
} from '@consent/domain';
import type { ComponentType } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useWizardCalls } from '../api';
import { FormSection, WithSavedAnswers } from './FormSection';
import { fieldId, saveOrProblems, showProblems, useWizardForm, type WizardFormProps } from './formRegistry';

/** What a form screen's fields get: the form's state, each field's id (where the error summary links) and the page's props. */
export interface FieldsProps<Values extends FieldValues> {
  rhf: UseFormReturn<Values>;
  id: (field: Path<Values>) => string;
  page: WizardFormProps;
}

/** How a screen's values differ from its stored answers, where they do (a select's text, a checkbox), and its save body. */
interface ScreenShape<Answers, Values> {
  /** The prefix of its fields' ids ('misc' → 'misc-has_dogs'). */
  prefix: string;
  values: (answers: Answers) => Values;
  answers: (values: Values) => Answers;
  /** The body its save call takes: `{ data, validation_mode }` unless its spec call takes another shape. */
  body?: (answers: Answers, mode: ValidationMode, appId: number) => unknown;
}

/** A stored form's screen whose values are its answers as they are. */
export function sameValues<Answers>(prefix: string): ScreenShape<Answers, Answers> {
  return { prefix, values: (answers) => answers, answers: (values) => values };
}

/**
 * A stored form's whole screen but its fields (issue 28 point 2): it loads the answers through the form's first
 * load, checks them in the browser as the definition does, saves them through the form's save and shows every problem
 * at its field and in the page's error summary; the page's Continue, Back and Save and refresh drive it.
 */
export function defineFormScreen<Answers, Values extends FieldValues>(
  definition: Pick<StoredFormDefinition<Answers, never>, 'check'>,
  shape: ScreenShape<Answers, Values>,
  Fields: ComponentType<FieldsProps<Values>>,
): ComponentType<WizardFormProps> {
  function Screen(page: WizardFormProps & { saved: Answers }) {
    const calls = useWizardCalls();
    const form = page.form as StoredForm;
    const rhf = useForm<Values>({ defaultValues: shape.values(page.saved) as DefaultValues<Values> });
    const answers = () => shape.answers(rhf.getValues());
    const referenceExists = () => Promise.resolve(true);
    useWizardForm(page.form, {
      validate: async (mode) =>
        showProblems(rhf, shape.prefix, await definition.check(answers(), mode, { today: nzToday(), referenceExists })),
      save(mode) {
        const body = shape.body ? shape.body(answers(), mode, page.appId) : { data: answers(), validation_mode: mode };
        return saveOrProblems(rhf, shape.prefix, () => calls.saveAnswers(form, page.appId, body as never));
      },
    });
    return (
      <FormSection id={shape.prefix} title={page.title} isFirst={page.isFirst}>
        <Fields rhf={rhf} id={(field) => fieldId(shape.prefix, field)} page={page} />
      </FormSection>
    );
  }

  return function FormScreen(props: WizardFormProps) {
    const form = props.form as StoredForm;
    const [first] = storedDefinition(form).store.load;
    return (
      <WithSavedAnswers
        appId={props.appId}
        name={props.form}
        load={async (calls) => first.back((await calls.loadAnswers(form, props.appId)) as never) as Answers}
      >
        {(saved) => <Screen {...props} saved={saved} />}
      </WithSavedAnswers>
    );
  };
}
