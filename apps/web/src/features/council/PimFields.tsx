import type { ArrayPath, FieldArray, Path, UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '../project/fields';
import { ListField, useListRows } from './ListField';
import type { ActionFormState } from './useActionForm';

/** The three lists of what a PIM tells the owner (s35 of the Building Act 2004), printed on form 4. */
export const PIM_LISTS = [
  { name: 'landFeatures', legend: 'Special features of the land (s35(1)(a), optional)', item: 'feature' },
  { name: 'utilitySystems', legend: 'Stormwater and wastewater utility systems (s35(1)(b), optional)', item: 'system' },
  { name: 'authorisations', legend: 'Other authorisations the work needs (s35(2), optional)', item: 'authorisation' },
] as const;
export type PimListName = (typeof PIM_LISTS)[number]['name'];
export type PimValues = Record<PimListName, { text: string }[]>;

/** The PIM's lines, as the grant sends them: only the lists with a line. */
export function pimDetails(v: PimValues) {
  const entries = PIM_LISTS.map(({ name }) => [name, v[name].map((l) => l.text)] as const).filter(([, l]) => l.length);
  return entries.length ? { pim: Object.fromEntries(entries) } : {};
}

type State<V extends PimValues> = Pick<ActionFormState, 'idOf' | 'errorOf'> & { form: UseFormReturn<V> };

function PimList<V extends PimValues>({ state, list }: { state: State<V>; list: (typeof PIM_LISTS)[number] }) {
  const rows = useListRows(state, list.name as ArrayPath<V>, { text: '' } as FieldArray<V, ArrayPath<V>>);
  const field = (i: number) => `${list.name}.${i}.text`;
  return (
    <ListField
      {...rows}
      legend={list.legend}
      itemName={list.item}
      canEmpty
      row={(i) => (
        <TextAreaField
          rows={2}
          id={state.idOf(field(i))}
          label={`${list.item[0]?.toUpperCase() ?? ''}${list.item.slice(1)} ${i + 1}`}
          error={state.errorOf(field(i))}
          {...state.form.register(field(i) as Path<V>)}
        />
      )}
    />
  );
}

/** The project information memorandum's part of the grant dialog (form 4, issue 32.1). */
export function PimFields<V extends PimValues>({ state }: { state: State<V> }) {
  return (
    <>
      {PIM_LISTS.map((list) => (
        <PimList key={list.name} state={state} list={list} />
      ))}
    </>
  );
}
