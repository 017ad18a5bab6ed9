import { Button } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { LoadProblem, Loading } from '../../ui/Status';
import { useMultiproofCandidates, useMultiproofChange } from './calls';
import { ChangeProblem } from './ChangeProblem';

/** Who asked to use the multiproof function, and who has it: an admin grants and revokes it (issue 18.6). */
export function MultiproofSection({ councilId }: { councilId: number }) {
  const candidates = useMultiproofCandidates(councilId);
  const change = useMultiproofChange(councilId);
  return (
    <section aria-labelledby="multiproof-title">
      <h2 id="multiproof-title">Multiproof permission</h2>
      {candidates.isPending ? <Loading>Loading the multiproof requests…</Loading> : null}
      {candidates.error ? <LoadProblem message={candidates.error.message} onRetry={() => void candidates.refetch()} /> : null}
      <ChangeProblem errors={[change.error]} />
      {candidates.data && !candidates.data.users.length ? <p>Nobody has asked to use the multiproof function.</p> : null}
      {candidates.data?.users.length ? (
        <table>
          <caption className="visually-hidden">People who asked for or have the multiproof permission</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Their reason</th>
              <th scope="col">Permission</th>
            </tr>
          </thead>
          <tbody>
            {candidates.data.users.map((person) => {
              const granted = person.permission === 'yes';
              return (
                <tr key={person.userId}>
                  <td>
                    {person.fullName} ({person.email})
                  </td>
                  <td>{person.reason ? `${person.reason}${person.requestedAt ? ` (${formatDateTime(person.requestedAt)})` : ''}` : '—'}</td>
                  <td>
                    {granted ? 'Granted' : 'Not granted'}{' '}
                    <Button variant={granted ? 'quiet' : 'secondary'} pending={change.isPending} onClick={() => change.mutate({ userId: person.userId, grant: !granted })}>
                      {granted ? `Revoke ${person.fullName}’s permission` : `Grant ${person.fullName} the permission`}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
