import { useState, type SubmitEvent } from 'react';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { formatDateTime } from '../../ui/format';
import { AdminSection, AdminTable } from './AdminSection';
import { useMemberChanges, useMembers, type CouncilRole } from './calls';

const ROLE_NAMES: Record<CouncilRole, string> = { officer: 'Officer', admin: 'Admin' };

/** The council's members and open invitations; an admin invites by email, changes roles and removes (issue 18.1). */
export function MembersSection({ councilId }: { councilId: number }) {
  const members = useMembers(councilId);
  const { invite, withdraw, changeRole, remove } = useMemberChanges(councilId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CouncilRole>('officer');

  const onInvite = (event: SubmitEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          setEmail('');
        },
      },
    );
  };

  return (
    <AdminSection
      id="members-title"
      title="Members"
      loading="Loading the members…"
      query={members}
      changeErrors={[changeRole.error, remove.error, withdraw.error]}
    >
      {members.data ? (
        <AdminTable caption="Members of the council" columns={['Name', 'Email', 'Role', 'Actions']}>
          {members.data.members.map((member) => {
            const other: CouncilRole = member.role === 'admin' ? 'officer' : 'admin';
            return (
              <tr key={member.userId}>
                <td>{member.fullName}</td>
                <td>{member.email}</td>
                <td>{ROLE_NAMES[member.role]}</td>
                <td>
                  <Button
                    variant="secondary"
                    pending={changeRole.isPending}
                    onClick={() => {
                      changeRole.mutate({ userId: member.userId, role: other });
                    }}
                  >
                    Make {member.fullName} {other === 'admin' ? 'an admin' : 'an officer'}
                  </Button>{' '}
                  <Button
                    variant="quiet"
                    pending={remove.isPending}
                    onClick={() => {
                      remove.mutate(member.userId);
                    }}
                  >
                    Remove {member.fullName}
                  </Button>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      ) : null}

      {members.data?.invitations.length ? (
        <>
          <h3>Open invitations</h3>
          <ul>
            {members.data.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email} as {ROLE_NAMES[invitation.role].toLowerCase()}, until{' '}
                {formatDateTime(invitation.expiresAt)}{' '}
                <Button
                  variant="quiet"
                  pending={withdraw.isPending}
                  onClick={() => {
                    withdraw.mutate(invitation.id);
                  }}
                >
                  Withdraw the invitation to {invitation.email}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <form onSubmit={onInvite} noValidate>
        <h3>Invite a member</h3>
        <TextField
          id="invite-email"
          label="Email address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
          }}
          error={invite.error?.details[0]?.message ?? invite.error?.message}
        />
        <SelectField
          id="invite-role"
          label="Role"
          value={role}
          onChange={(e) => {
            setRole(e.target.value as CouncilRole);
          }}
        >
          <option value="officer">Officer: processes applications</option>
          <option value="admin">Admin: also manages members, API keys and multiproof permissions</option>
        </SelectField>
        <Button type="submit" pending={invite.isPending}>
          Send the invitation
        </Button>
        {invite.isSuccess ? <p role="status">The invitation has been sent. Its link works once, for 7 days.</p> : null}
      </form>
    </AdminSection>
  );
}
