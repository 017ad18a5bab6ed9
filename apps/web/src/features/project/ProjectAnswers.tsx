import { buildingAnswers, projectAnswerRows, type ApplicationData } from '@consent/domain';
import { useApi } from '../../api';
import { answerRoutes } from '../summary/answerRoutes';
import { SummaryList, answerRows } from '../../ui/SummaryList';
import { WithSavedAnswers } from '../../forms/FormSection';

/**
 * The project page's answers on the summary: the project, then each building with its means of
 * compliance and compliance schedule. The rows are the domain's, the same as the application PDF's.
 */
export function ProjectAnswers({ application }: { application: ApplicationData }) {
  const api = useApi();
  const params = { params: { appId: application.id } };
  const load = async () => {
    const [saved, schedules] = await Promise.all([
      api.request(answerRoutes.project, params),
      api.request(answerRoutes.schedules, params),
    ]);
    return { saved, schedules: schedules.data };
  };
  return (
    <WithSavedAnswers appId={application.id} name="summary-project" load={load}>
      {({ saved, schedules }) => {
        const rows = projectAnswerRows(saved.project, saved.buildings, application.appTypeCode);
        if (!rows.length) return <p>Not answered yet.</p>;
        return (
          <>
            <SummaryList rows={answerRows(rows)} />
            {saved.buildings.map((b) => {
              const answers = buildingAnswers(b, schedules.find((s) => s.building_id === b.id)?.schedule);
              return (
                <section key={b.id} aria-label={b.name}>
                  <h4>{b.name}</h4>
                  <SummaryList rows={answerRows(answers.rows)} />
                  {answers.clauses.length ? (
                    <>
                      <h5>Means of compliance</h5>
                      <SummaryList rows={answerRows(answers.clauses)} />
                    </>
                  ) : null}
                  {answers.schedule.length ? (
                    <>
                      <h5>Compliance schedule</h5>
                      <SummaryList rows={answerRows(answers.schedule)} />
                    </>
                  ) : null}
                </section>
              );
            })}
          </>
        );
      }}
    </WithSavedAnswers>
  );
}
