import { defined, WIZARD_FORMS, type FormProblems, type WizardFormId } from '@consent/domain';
import type { SummaryError } from '../../ui/ErrorSummary';
import type { FormHandle } from '../../forms/formRegistry';

/**
 * Places the problems the server found on Submit, in its order (site first): a problem that names one of
 * the page's sections is shown by that section at its fields, as the wizard shows a form's refused save;
 * the others are the page's own questions. A section that cannot show problems has them listed unlinked.
 */
export function placeSubmitProblems(
  problems: FormProblems,
  sectionHandles: (form: WizardFormId) => FormHandle[],
  showOwn: (problems: FormProblems) => SummaryError[],
): SummaryError[] {
  const groups = new Map<string, FormProblems>();
  for (const problem of problems) {
    const key = problem.form ?? '';
    groups.set(key, [...(groups.get(key) ?? []), problem]);
  }
  const placed = new Map<string, SummaryError[]>();
  for (const [key, group] of groups) {
    if (!key) {
      placed.set(key, showOwn(group));
      continue;
    }
    // Every rendered part of the section shows its problems (each shows them once, all together); the first's links are listed.
    // A form the server names that this product does not know has no section to show it: its problems are listed.
    const form = WIZARD_FORMS.find((f) => f === key);
    const handles = form ? sectionHandles(form) : [];
    const shown = handles.flatMap((handle) => (handle.show ? [handle.show(group)] : []));
    placed.set(key, shown[0] ?? group.map((p) => ({ message: p.message })));
  }
  const next = new Map<string, number>();
  return problems.map((problem) => {
    const key = problem.form ?? '';
    const index = next.get(key) ?? 0;
    next.set(key, index + 1);
    // A section's show answers one summary line per problem, in order.
    const placedOfSection = defined(placed.get(key), `the placed problems of section '${key}'`);
    return defined(placedOfSection[index], `problem ${index + 1} of section '${key}'`);
  });
}
