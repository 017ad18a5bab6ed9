import { Button } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { AdminSection, AdminTable } from './AdminSection';
import { useMultiproofCandidates, useMultiproofChange } from './calls';

/** Who asked to use the multiproof function, and who has it: an admin grants and revokes it (issue 18.6). */
export function MultiproofSection({ councilId }: { councilId: number }) {
  const candidates = useMultiproofCandidates(councilId);
  const change = useMultiproofChange(councilId);
  return (
    <AdminSection
      id="multiproof-title"
      title="Multiproof permission"
      loading="Loading the multiproof requests…"
      query={candidates}
      changeErrors={[change.error]}
    >
      {candidates.data && !candidates.data.users.length ? (
        <p>Nobody has asked to use the multiproof function.</p>
      ) : null}
      {candidates.data?.users.length ? (
        <AdminTable
          caption="People who asked for or have the multiproof permission"
          columns={['Name', 'Their reason', 'Permission']}
        >
          {candidates.data.users.map((person) => {
            const granted = person.permission === 'yes';
            return (
              <tr key={person.userId}>
                <td>
                  {person.fullName} ({person.email})
                </td>
                <td>
                  {person.reason
                    ? `${person.reason}${person.requestedAt ? ` (${formatDateTime(person.requestedAt)})` : ''}`
                    : '—'}
                </td>
                <td>
                  {granted ? 'Granted' : 'Not granted'}{' '}
                  <Button
                    variant={granted ? 'quiet' : 'secondary'}
                    pending={change.isPending}
                    onClick={() => {
                      change.mutate({ userId: person.userId, grant: !granted });
                    }}
                  >
                    {granted ? `Revoke ${person.fullName}’s permission` : `Grant ${person.fullName} the permission`}
                  </Button>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      ) : null}
    </AdminSection>
  );
}
