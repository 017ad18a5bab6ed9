import {
  BWCO_REASONS,
  SCHEDULE_STATUS_NAMES,
  buildingTypeName,
  clauseName,
  projectOptFor,
  totalEstimatedValue,
  useLabel,
  type ApplicationData,
} from '@consent/domain';
import type { ReactNode } from 'react';
import { useProjectCalls } from '../../api';
import { SummaryList } from '../../ui/SummaryList';
import { WithSavedAnswers } from '../wizard/FormSection';
import { money } from './fields';

type Row = { key: string; value: ReactNode };
const yesNo = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '');
const list = (items: string[]) => (items.length ? <ul className="plain-list">{items.map((i) => <li key={i}>{i}</li>)}</ul> : '');

/** The project page's answers on the summary: the project, then each building with its clauses and schedule. */
export function ProjectAnswers({ application }: { application: ApplicationData }) {
  const calls = useProjectCalls();
  const load = async () => {
    const [saved, schedules] = await Promise.all([calls.load(application.id), calls.schedules(application.id)]);
    return { saved, schedules: schedules.data };
  };
  return (
    <WithSavedAnswers appId={application.id} name="summary-project" load={load}>
      {({ saved, schedules }) => {
        const p = saved.project;
        const rows: Row[] = [
          { key: 'Completed on', value: p.bwcoDate },
          { key: 'Work complete', value: BWCO_REASONS.find((r) => r.value === p.bwcoReason)?.name ?? '' },
          { key: 'Details', value: p.bwcoDetails },
          { key: application.appTypeCode === 'abc' ? 'What changes' : 'Description', value: p.projectDescription },
          { key: 'Parts the public will use', value: p.cpuBuildingParts },
          { key: 'Why they are safe to use', value: p.cpuSafeUse },
          { key: 'Work done without consent', value: p.caWorkDone },
          { key: 'Why without consent', value: p.caReason },
          { key: 'Type of work', value: buildingTypeName(p.tbuilding) },
          { key: 'MBIE multiproof plans', value: p.has_mbie_plans === 'yes' ? `Yes, ${p.mbie_number}` : yesNo(p.has_mbie_plans) },
          { key: 'On two or more allotments (section 75)', value: yesNo(p.projectSection75) },
          { key: 'Primary address', value: p.primaryAddress },
          { key: 'Lawful uses', value: list(p.lawfulUses.map(useLabel)) },
          { key: 'Uses once done', value: list(p.buildingUses.map(useLabel)) },
          ...(saved.buildings.length
            ? [
                { key: 'Buildings', value: `${projectOptFor(saved.buildings.length) === 'multiple' ? 'Multiple' : 'Single'}: ${saved.buildings.map((b) => b.name).join(', ')}` },
                { key: 'Estimated value', value: money.format(totalEstimatedValue(saved.buildings)) },
              ]
            : []),
        ].filter((r) => r.value !== '');
        if (!rows.length) return <p>Not answered yet.</p>;
        return (
          <>
            <SummaryList rows={rows} />
            {saved.buildings.map((b) => {
              const schedule = schedules.find((s) => s.building_id === b.id);
              const systems = (schedule?.schedule.systems ?? []).map((s) => `${s.code}: ${SCHEDULE_STATUS_NAMES[s.status]}`);
              return (
                <section key={b.id} aria-label={b.name}>
                  <h4>{b.name}</h4>
                  <SummaryList
                    rows={[
                      { key: 'Type', value: buildingTypeName(b.type) },
                      { key: 'Classified use', value: useLabel(b.classification_id) },
                      { key: 'Use', value: b.change_use === 'yes' ? `${useLabel(b.use_id)}, changing to ${useLabel(b.change_use_id)}` : useLabel(b.use_id) },
                      { key: 'Estimated value', value: b.estimated_value === null ? '' : money.format(b.estimated_value) },
                      { key: 'Intended life', value: `${b.intended_life} years` },
                      { key: 'Restricted building work', value: b.has_restricted_work === 'yes' ? `Yes: ${b.restricted_work}` : yesNo(b.has_restricted_work) },
                      { key: 'Building Code clauses', value: list(b.mc_data.filter((c) => c.present).map((c) => clauseName(c.code))) },
                      { key: 'Specified systems', value: schedule?.applies ? list(systems) : '' },
                    ].filter((r) => r.value !== '')}
                  />
                </section>
              );
            })}
          </>
        );
      }}
    </WithSavedAnswers>
  );
}
