import type { AccessRole, ApplicationPeople } from '@consent/domain';
import { usePeople, useRemoveAccess } from '../../api';
import { Button } from '../../ui/Button';
import { Loading, LoadProblem, SuccessBanner } from '../../ui/Status';
import { InviteForm } from './InviteForm';

const ROLE_NAMES: Record<AccessRole, string> = { owner: 'Owner', editor: 'Can edit', viewer: 'Can view' };

/**
 * "People with access" on the application's page (issue 19.6): the owner, each collaborator with their role,
 * and for the owner the invitations not yet accepted, a remove button for each, and the invite form.
 */
export function PeopleWithAccess({ appId }: { appId: number }) {
  const people = usePeople(appId);
  return (
    <section aria-labelledby="people-heading">
      <h2 className="heading-m" id="people-heading">
        People with access
      </h2>
      {people.isPending ? <Loading>Loading who has access…</Loading> : null}
      {people.isError ? (
        <LoadProblem
          message={people.error.message}
          onRetry={() => {
            void people.refetch();
          }}
        />
      ) : null}
      {people.data ? <PeopleList appId={appId} people={people.data} /> : null}
    </section>
  );
}

function PeopleList({ appId, people }: { appId: number; people: ApplicationPeople }) {
  const remove = useRemoveAccess(appId);
  const isOwner = people.yourRole === 'owner';
  return (
    <>
      {people.yourRole !== 'owner' ? (
        <p className="inset">
          {people.owner.fullName} shared this application with you. You{' '}
          {people.yourRole === 'editor' ? 'can change its answers' : 'can view it but not change it'}; only they can
          submit it or change who has access.
        </p>
      ) : null}
      {remove.isSuccess ? <SuccessBanner title="Access removed">{remove.data.message}</SuccessBanner> : null}
      {remove.isError ? (
        <p className="field__error" role="alert">
          {remove.error.message}
        </p>
      ) : null}
      <ul className="people-list">
        <li>
          {people.owner.fullName} ({people.owner.email}): {ROLE_NAMES.owner}
        </li>
        {people.collaborators.map((person) => (
          <li key={person.userId}>
            {person.fullName} ({person.email}): {ROLE_NAMES[person.role]}{' '}
            {isOwner ? (
              <Button
                variant="quiet"
                pending={
                  remove.isPending &&
                  'collaborator' in remove.variables &&
                  remove.variables.collaborator === person.userId
                }
                aria-label={`Remove ${person.fullName}`}
                onClick={() => {
                  remove.mutate({ collaborator: person.userId });
                }}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
        {people.invitations.map((invitation) => (
          <li key={`invitation-${invitation.id}`}>
            {invitation.email}: {ROLE_NAMES[invitation.role]}, invited (not yet accepted){' '}
            <Button
              variant="quiet"
              aria-label={`Cancel invitation to ${invitation.email}`}
              onClick={() => {
                remove.mutate({ invitation: invitation.id });
              }}
            >
              Cancel invitation
            </Button>
          </li>
        ))}
      </ul>
      {isOwner ? <InviteForm appId={appId} /> : null}
    </>
  );
}
