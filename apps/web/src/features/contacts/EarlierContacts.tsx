import type { LibraryContact, ProjectContactMode } from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import { useContactCalls } from '../../api';
import { SelectField } from '../../ui/Field';

/**
 * The user's own contacts from earlier applications (`GET /api/contacts/search?q=&type=`), offered
 * so nobody types the same practitioner twice. Shows nothing until the user has some.
 */
export function EarlierContacts({ id, mode, onChoose }: { id: string; mode: ProjectContactMode; onChoose: (c: LibraryContact) => void }) {
  const calls = useContactCalls();
  const library = useQuery({ queryKey: ['contact-library', mode], queryFn: () => calls.searchLibrary('', mode), staleTime: 0 });
  const contacts = library.data?.data ?? [];
  if (contacts.length === 0) return null;
  const label = (c: LibraryContact) => [c.name, c.registration_number, c.license_classes.join(' / ') || c.profession].filter(Boolean).join(', ');
  return (
    <SelectField
      id={id}
      label="Choose from your earlier contacts"
      hint="People you added to your other applications."
      value=""
      onChange={(event) => {
        const chosen = contacts[Number(event.target.value)];
        if (chosen) onChoose(chosen);
      }}
    >
      <option value="">Choose a contact</option>
      {contacts.map((c, index) => (
        <option key={`${c.registration_number}:${c.name}`} value={index}>
          {label(c)}
        </option>
      ))}
    </SelectField>
  );
}
