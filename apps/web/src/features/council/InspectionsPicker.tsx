import type { UseFormRegister } from 'react-hook-form';
import { useInspectionTypes } from '../../api/inspections';
import { useCouncilApplication } from '../../api/council';
import { Checkbox } from '../../ui/RadioGroup';
import { Loading } from '../../ui/Status';
import { TextAreaField } from '../project/fields';

/** The picker's fields in the grant form: the ticked types' ids, and notes by type (`t<id>`). */
export interface InspectionChoices {
  inspections: string[] | string | false;
  inspectionNotes: Record<string, string>;
}

/** The grant's `inspections` detail from the picker's fields: each ticked type with its notes, if any. */
export function chosenInspections(values: InspectionChoices) {
  const ids = Array.isArray(values.inspections) ? values.inspections : values.inspections ? [values.inspections] : [];
  return ids.map((id) => {
    const notes = values.inspectionNotes[`t${id}`]?.trim();
    return { typeId: Number(id), ...(notes ? { notes } : {}) };
  });
}

/**
 * The inspections the consent requires (issue 32.2), picked from the council's current list at grant, each with
 * optional notes for the builder and the inspector (shown once the inspection is ticked).
 */
export function InspectionsPicker({
  appId,
  id,
  error,
  register,
  chosen,
}: {
  appId: number;
  /** The fieldset's id, which the error summary links to. */
  id: string;
  error?: string | undefined;
  register: UseFormRegister<InspectionChoices>;
  chosen: string[];
}) {
  const councilId = useCouncilApplication(appId).data?.application.councilId;
  const types = useInspectionTypes(councilId);
  const offered = (types.data?.types ?? []).filter((t) => !t.retiredAt);
  return (
    <fieldset className="fieldset" id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="fieldset__legend">Inspections required (tick each the building work needs)</legend>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {types.isPending ? <Loading>Loading the council’s inspections…</Loading> : null}
      {offered.map((t) => (
        <div key={t.id}>
          <Checkbox id={`${id}-${t.id}`} label={t.name} value={String(t.id)} input={register('inspections')} />
          {chosen.includes(String(t.id)) ? (
            <TextAreaField
              rows={2}
              id={`${id}-${t.id}-notes`}
              label={`Notes on the ${t.name} inspection (optional)`}
              {...register(`inspectionNotes.t${t.id}`)}
            />
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
