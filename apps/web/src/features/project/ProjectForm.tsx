import type { ScheduleData } from '@consent/domain';
import { useProjectCalls } from '../../api';
import { WithSavedAnswers } from '../../forms/FormSection';
import type { WizardFormProps } from '../../forms/formRegistry';
import { CompletionProject } from './CompletionProject';
import { StandardProject } from './StandardProject';

/**
 * 'Tell Us About Your Project' ('Amendment' for an amendment): the page's form for each type code.
 * A CCC and a CPU describe finished work; the others describe the work and its buildings.
 */
export default function ProjectForm(props: WizardFormProps) {
  const calls = useProjectCalls();
  const load = async () => {
    const [saved, schedules] = await Promise.all([calls.load(props.appId), calls.schedules(props.appId)]);
    const byBuilding: Record<number, ScheduleData> = Object.fromEntries(
      schedules.data.map((s) => [s.building_id, s.schedule]),
    );
    return { saved, schedules: byBuilding };
  };
  return (
    <WithSavedAnswers appId={props.appId} name="project" load={load}>
      {({ saved, schedules }) =>
        saved.hasBuildings ? (
          <StandardProject {...props} saved={saved} schedules={schedules} />
        ) : (
          <CompletionProject {...props} saved={saved} />
        )
      }
    </WithSavedAnswers>
  );
}
