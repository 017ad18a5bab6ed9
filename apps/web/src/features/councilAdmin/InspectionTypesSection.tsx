import { useEffect, useRef, useState } from 'react';
import { useInspectionTypeChanges, useInspectionTypes } from '../../api/inspections';
import { Button } from '../../ui/Button';
import { AdminSection, AdminTable, ChooseToChange } from './AdminSection';
import { InspectionTypeForm } from './InspectionTypeForm';

/**
 * The council's inspection types (issue 32.2): what officers choose from at grant. A new type is offered in every
 * inspection area with the slots it is added with; each area's slots are changed with the area (ADR 0077). A type
 * is retired rather than deleted: consents still name it.
 */
export function InspectionTypesSection({ councilId }: { councilId: number }) {
  const types = useInspectionTypes(councilId);
  const { add, change } = useInspectionTypeChanges(councilId);
  const [editing, setEditing] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A fresh, empty add form after each type added (not on each reload of the list: that would wipe what is typed).
  const [added, setAdded] = useState(0);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The result of each change takes focus, so a keyboard or screen reader user hears what happened.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const list = types.data?.types ?? [];
  const chosen = list.find((t) => t.id === editing) ?? null;

  return (
    <AdminSection
      id="inspection-types-title"
      title="Inspections"
      loading="Loading the inspections…"
      query={types}
      changeErrors={[]}
    >
      {done ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="banner banner--success">
          {done}
        </p>
      ) : null}
      {list.length ? (
        <AdminTable caption="The council’s inspections" columns={['Inspection', 'Status']}>
          {list.map((t) => (
            <tr key={t.id}>
              <td>{t.name}</td>
              <td>
                {t.retiredAt ? 'Retired ' : 'Offered '}
                <Button
                  variant="quiet"
                  pending={change.isPending && change.variables.typeId === t.id}
                  onClick={() => {
                    change.mutate(
                      { typeId: t.id, retired: !t.retiredAt },
                      {
                        onSuccess: () => {
                          setDone(`${t.name} ${t.retiredAt ? 'is offered again' : 'is retired'}.`);
                        },
                      },
                    );
                  }}
                >
                  {t.retiredAt ? `Offer ${t.name} again` : `Retire ${t.name}`}
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <ChooseToChange
        id="inspection-type-edit"
        heading="Change an inspection"
        label="Inspection to change"
        prompt="Choose an inspection"
        items={list}
        chosen={editing}
        onChoose={setEditing}
      />
      {chosen ? (
        <InspectionTypeForm
          key={chosen.id}
          idPrefix="inspection-type-change"
          initial={{ name: chosen.name }}
          submitLabel="Save the inspection"
          pending={change.isPending}
          error={change.error}
          onSubmit={(values) => {
            change.mutate(
              { typeId: chosen.id, name: values.name },
              {
                onSuccess: () => {
                  setDone(`${values.name} is saved.`);
                },
              },
            );
          }}
        />
      ) : null}
      <h3>Add an inspection</h3>
      <InspectionTypeForm
        key={added}
        idPrefix="inspection-type-add"
        initial={{ name: '', morningSlots: '4', afternoonSlots: '4' }}
        submitLabel="Add the inspection"
        pending={add.isPending}
        error={add.error}
        onSubmit={(values) => {
          add.mutate(values, {
            onSuccess: () => {
              setAdded((n) => n + 1);
              setDone(`${values.name.trim()} is added.`);
            },
          });
        }}
      />
    </AdminSection>
  );
}
