import {
  inspectionAreaInputSchema,
  inspectionMessages,
  type InspectionAreaInput,
  type InspectionAreaItem,
  type InspectionTypeItem,
} from '@consent/domain';
import type { SummaryError } from '../../ui/ErrorSummary';

/** An inspection area as its admin types it: the suburbs one a line, each type's slots as typed. */
export interface AreaDraft {
  name: string;
  localities: string;
  isDefault: boolean;
  slots: Record<number, { morning: string; afternoon: string }>;
}

type Period = 'morning' | 'afternoon';

/** The field ids of an area's form, one set per form (adding, or changing an area). */
export const areaFieldIds = (prefix: string) => ({
  name: `${prefix}-name`,
  localities: `${prefix}-localities`,
  isDefault: `${prefix}-default`,
  slots: (typeId: number, period: Period) => `${prefix}-slots-${typeId}-${period}`,
});

/** The draft of an area (or of a new one, each type at `slots` each half-day). */
export function areaDraftOf(area: InspectionAreaItem | null, types: InspectionTypeItem[], slots = '2'): AreaDraft {
  const capacities = new Map(area?.capacities.map((c) => [c.typeId, c]));
  return {
    name: area?.name ?? '',
    localities: area?.localities.join('\n') ?? '',
    isDefault: area?.isDefault ?? false,
    slots: Object.fromEntries(
      types.map((t) => {
        const c = capacities.get(t.id);
        return [t.id, { morning: c ? String(c.morningSlots) : slots, afternoon: c ? String(c.afternoonSlots) : slots }];
      }),
    ),
  };
}

const slotsNumber = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/**
 * The area to send, or its problems for the error summary: each linked to its field, the slots' messages naming the
 * inspection ("Foundations: slots each morning must be…"). The server's problems (`field` as a dotted path) the same.
 */
export function problemsOf(
  issues: { path: readonly PropertyKey[]; message: string }[],
  types: InspectionTypeItem[],
  prefix: string,
): SummaryError[] {
  const ids = areaFieldIds(prefix);
  return issues.map(({ path, message }) => {
    const [key, index, period] = path;
    if (key === 'capacities' && typeof index === 'number') {
      const type = types[index];
      const which: Period = period === 'afternoonSlots' ? 'afternoon' : 'morning';
      return type
        ? { message: `${type.name}: ${message}`, fieldId: ids.slots(type.id, which) }
        : { message, fieldId: undefined };
    }
    if (key === 'name' || message === inspectionMessages.areaNameTaken) return { message, fieldId: ids.name };
    if (key === 'localities') return { message, fieldId: ids.localities };
    return { message, fieldId: undefined };
  });
}

/** The dotted path of a server's problem, as a path. */
export const pathOf = (field: string | undefined) =>
  (field ?? '').split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export function areaOf(
  draft: AreaDraft,
  types: InspectionTypeItem[],
  prefix: string,
): { area: InspectionAreaInput } | { errors: SummaryError[] } {
  const checked = inspectionAreaInputSchema.safeParse({
    name: draft.name,
    localities: draft.localities.split(/\n|,/).map((l) => l.trim()),
    isDefault: draft.isDefault,
    capacities: types.map((t) => ({
      typeId: t.id,
      morningSlots: slotsNumber(draft.slots[t.id]?.morning ?? ''),
      afternoonSlots: slotsNumber(draft.slots[t.id]?.afternoon ?? ''),
    })),
  });
  return checked.success ? { area: checked.data } : { errors: problemsOf(checked.error.issues, types, prefix) };
}
