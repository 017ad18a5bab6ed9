import { useState } from 'react';
import { useInspectionAreaChange, useInspectionAreas, useInspectionTypes } from '../../api/inspections';
import { SuccessBanner } from '../../ui/Status';
import { AdminSection, AdminTable, ChooseToChange } from './AdminSection';
import { areaDraftOf, pathOf, problemsOf } from './areaDraft';
import { InspectionAreaForm } from './InspectionAreaForm';

/**
 * The council's inspection areas (issue 32.3, ADR 0077): the suburbs and towns each covers (a site's suburb, else
 * its town, picks its area; sites no area lists are in the default area) and each inspection's slots per working
 * morning and afternoon there. The admin changes an area or adds one; the result takes focus.
 */
export function InspectionAreasSection({ councilId }: { councilId: number }) {
  const areas = useInspectionAreas(councilId);
  const types = useInspectionTypes(councilId);
  const save = useInspectionAreaChange(councilId);
  const [editing, setEditing] = useState<number | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A fresh, empty add form after each area added.
  const [added, setAdded] = useState(0);
  const list = areas.data?.areas ?? [];
  const typeList = types.data?.types ?? [];
  const chosen = list.find((a) => a.id === editing) ?? null;
  const nameOf = (typeId: number) => typeList.find((t) => t.id === typeId)?.name ?? '';

  const form = (areaId: number | null) => {
    const prefix = areaId === null ? 'area-add' : 'area-change';
    const errors =
      save.error && saving === areaId
        ? problemsOf(
            save.error.problems.map((d) => ({ path: pathOf(d.field), message: d.message })),
            typeList,
            prefix,
          )
        : [];
    return {
      prefix,
      types: typeList,
      pending: save.isPending && saving === areaId,
      serverErrors: errors,
      onSubmit: (area: Parameters<typeof save.mutate>[0]['area']) => {
        setSaving(areaId);
        setDone(null);
        save.mutate(
          { areaId, area },
          {
            onSuccess: () => {
              if (areaId === null) setAdded((n) => n + 1);
              setDone(`${area.name} is ${areaId === null ? 'added' : 'saved'}.`);
            },
          },
        );
      },
    };
  };

  return (
    <AdminSection
      id="inspection-areas-title"
      title="Inspection areas"
      loading="Loading the inspection areas…"
      query={areas}
      changeErrors={[]}
    >
      {done ? (
        <SuccessBanner key={done} focus title="Inspection areas saved">
          {done}
        </SuccessBanner>
      ) : null}
      {list.length ? (
        <AdminTable caption="The council’s inspection areas" columns={['Area', 'Suburbs and towns', 'Slots each day']}>
          {list.map((a) => (
            <tr key={a.id}>
              <td>
                {a.name}
                {a.isDefault ? ' (default)' : ''}
              </td>
              <td>{a.localities.join(', ') || 'None listed'}</td>
              <td>
                {a.capacities
                  .filter((c) => nameOf(c.typeId))
                  .map((c) => `${nameOf(c.typeId)} ${c.morningSlots + c.afternoonSlots}`)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <ChooseToChange
        id="inspection-area-edit"
        heading="Change an area"
        label="Area to change"
        prompt="Choose an area"
        items={list}
        chosen={editing}
        onChoose={setEditing}
      />
      {chosen && types.data ? (
        <InspectionAreaForm
          key={chosen.id}
          initial={areaDraftOf(chosen, typeList)}
          submitLabel="Save the area"
          {...form(chosen.id)}
        />
      ) : null}
      <h3>Add an area</h3>
      {types.data ? (
        <InspectionAreaForm
          key={added}
          initial={areaDraftOf(null, typeList)}
          submitLabel="Add the area"
          {...form(null)}
        />
      ) : null}
    </AdminSection>
  );
}
