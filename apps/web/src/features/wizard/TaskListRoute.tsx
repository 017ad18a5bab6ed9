import { TASK_STATUS_LABELS, singlePageFormOf, summaryPath, type Task } from '@consent/domain';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useTasks } from '../../api/tasks';
import { PageHeading } from '../../ui/PageHeading';
import { LoadProblem, Loading } from '../../ui/Status';
import { ApplicationNotFound } from '../application/ApplicationNotFound';
import { WithApplication } from '../application/WithApplication';
import { singlePagePath } from '../singlepage/paths';
import { wizardStepPath } from './addresses';
import type { WizardNotice } from './paths';
import { parseRouteId } from '../../routes/routeId';

/** `/helix/newapp/:appId/tasks`: the task list (GOV.UK pattern; "Application progress"). */
export default function TaskListRoute() {
  const id = parseRouteId(useParams().appId);
  if (!id.success) return <ApplicationNotFound />;
  return (
    <WithApplication key={id.data} appId={id.data}>
      {(data) => {
        if (data.appCompleted) return <Navigate to={summaryPath(data.id, Math.random)} replace />;
        // A fast-track or flood-affected application is one page: it has no task list.
        const single = singlePageFormOf(data.appParam);
        if (single) return <Navigate to={singlePagePath(single, data.id)} replace />;
        return <TaskList appId={data.id} caption={`${data.summary.typeName} – application ${data.id}`} />;
      }}
    </WithApplication>
  );
}

function TaskList({ appId, caption }: { appId: number; caption: string }) {
  const tasks = useTasks(appId);
  const notice = (useLocation().state as WizardNotice | null)?.notice;
  if (tasks.isPending) return <Loading>Loading your application&rsquo;s progress…</Loading>;
  if (tasks.isError) return <LoadProblem message={tasks.error.message} onRetry={() => void tasks.refetch()} />;
  const list = tasks.data.tasks;
  const done = list.filter((task) => task.status === 'completed').length;
  return (
    <div className="two-thirds">
      {notice ? (
        <div className="notice" role="status">
          <p>{notice}</p>
        </div>
      ) : null}
      <PageHeading caption={caption} title={`Application progress – application ${appId}`}>
        Application progress
      </PageHeading>
      <p>
        You have completed {done} of {list.length} sections.
      </p>
      <ul className="task-list">
        {list.map((task) => (
          <TaskItem key={task.page} appId={appId} task={task} />
        ))}
      </ul>
      <p>
        {tasks.data.resumeStep === null ? (
          <Link to={summaryPath(appId, Math.random)}>Check your answers and submit</Link>
        ) : (
          <>
            <Link to={wizardStepPath(appId, tasks.data.resumeStep)}>Continue where you need to answer next</Link>
            {' or '}
            <Link to={summaryPath(appId, Math.random)}>check your answers so far</Link>
          </>
        )}
      </p>
      <p>
        <Link to="/">Back to your applications</Link>
      </p>
    </div>
  );
}

/** One page of the application: a link while it may be opened, and its status (read with the link, through aria-describedby). */
function TaskItem({ appId, task }: { appId: number; task: Task }) {
  const statusId = `task-${task.page}-status`;
  const open = task.status !== 'cannot-start-yet';
  return (
    <li className="task-list__item">
      <span>
        {open ? (
          <Link to={wizardStepPath(appId, task.step)} aria-describedby={statusId}>
            {task.name}
          </Link>
        ) : (
          task.name
        )}
      </span>
      <strong id={statusId} className={`tag tag--${task.status}`}>
        {TASK_STATUS_LABELS[task.status]}
      </strong>
    </li>
  );
}
