import { nzToday, type AnswersOf, type FORM_REGISTRY, type StoredForm, type ValidationMode } from '@consent/domain';
import type { ComponentType } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useWizardCalls } from '../api';
import { FormSection, WithSavedAnswers } from './FormSection';
import { fieldId, saveOrProblems, showProblems, useWizardForm, type WizardFormProps } from './formRegistry';
import { loadFormChecks } from './loadFormChecks';

/** A stored form's answers, as its definition reads them (a type only: the definitions hold schemas). */
type StoredAnswersOf<F extends StoredForm> = AnswersOf<(typeof FORM_REGISTRY)[F]>;

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
  /**
   * Its answers out of what its first load answered: `data` unless its load answers them beside `result`. The server
   * answered them through the load's schema, so they are read as that answer's type, without zod (ADR 0089).
   */
  read?: (loaded: Readonly<Record<string, unknown>>) => Answers;
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
export function defineFormScreen<F extends StoredForm, Values extends FieldValues, Answers = StoredAnswersOf<F>>(
  form: F,
  shape: ScreenShape<Answers, Values>,
  Fields: ComponentType<FieldsProps<Values>>,
): ComponentType<WizardFormProps> {
  function Screen(page: WizardFormProps & { saved: Answers }) {
    const calls = useWizardCalls();
    const rhf = useForm<Values>({ defaultValues: shape.values(page.saved) as DefaultValues<Values> });
    const answers = () => shape.answers(rhf.getValues());
    const referenceExists = () => Promise.resolve(true);
    useWizardForm(page.form, {
      // The check's code is awaited, never skipped: it has almost always arrived since the page drew.
      validate: async (mode) => {
        const { storedDefinition } = await loadFormChecks();
        const problems = await storedDefinition(form).check(answers(), mode, { today: nzToday(), referenceExists });
        return showProblems(rhf, shape.prefix, problems);
      },
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

  const read = shape.read ?? ((loaded) => loaded.data as Answers);
  return function FormScreen(props: WizardFormProps) {
    return (
      <WithSavedAnswers
        appId={props.appId}
        name={props.form}
        load={async (calls) => read(await calls.loadAnswers(form, props.appId))}
      >
        {(saved) => <Screen {...props} saved={saved} />}
      </WithSavedAnswers>
    );
  };
}
