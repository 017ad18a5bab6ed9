import { useState, type SubmitEvent } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { formatDateTime } from '../../ui/format';
import { AdminSection, AdminTable } from './AdminSection';
import { useApiKeyChanges, useApiKeys } from './calls';

/**
 * The council's keys for its consenting system's pull API (issue 18.7). A new key is shown here once, right after
 * it is created: the server keeps only its hash, so it cannot be shown again.
 */
export function ApiKeysSection({ councilId }: { councilId: number }) {
  const keys = useApiKeys(councilId);
  const { create, revoke } = useApiKeyChanges(councilId);
  const [name, setName] = useState('');
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);

  const onCreate = (event: SubmitEvent) => {
    event.preventDefault();
    setShown(null);
    create.mutate(name, {
      onSuccess: ({ apiKey }) => {
        setShown({ name: apiKey.name, key: apiKey.key });
        setName('');
      },
    });
  };

  return (
    <AdminSection
      id="api-keys-title"
      title="API keys"
      loading="Loading the API keys…"
      query={keys}
      changeErrors={[revoke.error]}
    >
      <p>
        Your consenting system uses a key to pull the council’s submitted applications (see the API documentation at
        /api/docs).
      </p>
      {shown ? (
        <div role="status">
          <h3>Copy the key “{shown.name}” now</h3>
          <p>It is shown only this once. Keep it in your consenting system’s secret store.</p>
          <p>
            <code>{shown.key}</code>
          </p>
        </div>
      ) : null}
      {keys.data?.keys.length ? (
        <AdminTable
          caption="The council’s API keys"
          columns={['Name', 'Starts with', 'Created', 'Last used', 'Status']}
        >
          {keys.data.keys.map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td>{formatDateTime(key.createdAt)}</td>
              <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</td>
              <td>
                {key.revokedAt ? (
                  `Revoked ${formatDateTime(key.revokedAt)}`
                ) : (
                  <Button
                    variant="quiet"
                    pending={revoke.isPending}
                    onClick={() => {
                      revoke.mutate(key.id);
                    }}
                  >
                    Revoke {key.name}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <form onSubmit={onCreate} noValidate>
        <TextField
          id="api-key-name"
          label="Name of the new key"
          hint="Say what uses it, like “Consenting system”."
          value={name}
          onChange={(e) => {
            setName(e.target.value);
          }}
          error={create.error?.details[0]?.message ?? create.error?.message}
        />
        <Button type="submit" pending={create.isPending}>
          Create a key
        </Button>
      </form>
    </AdminSection>
  );
}
