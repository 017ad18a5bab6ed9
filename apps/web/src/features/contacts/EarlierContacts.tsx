import type { LibraryContact, ProjectContactMode } from '@consent/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useContactCalls } from '../../api';
import { SelectField, TextField } from '../../ui/Field';

/** How long typing pauses before the library is asked again. */
const SEARCH_DELAY_MS = 300;

/**
 * The user's own contacts from earlier applications (`GET /api/contacts/search?q=&type=`), offered
 * so nobody types the same practitioner twice. The server answers the newest few, so a search box
 * finds older ones by name or number. Shows nothing until the user has some.
 */
export function EarlierContacts({
  id,
  mode,
  onChoose,
}: {
  id: string;
  mode: ProjectContactMode;
  onChoose: (c: LibraryContact) => void;
}) {
  const calls = useContactCalls();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text.trim());
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);
  const any = useQuery({
    queryKey: ['contact-library', mode, ''],
    queryFn: () => calls.searchLibrary('', mode),
    staleTime: 0,
  });
  const found = useQuery({
    queryKey: ['contact-library', mode, query],
    queryFn: () => calls.searchLibrary(query, mode),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  if ((any.data?.data ?? []).length === 0) return null;
  const contacts = found.data?.data ?? [];
  const label = (c: LibraryContact) =>
    [c.name, c.registration_number, c.license_classes.join(' / ') || c.profession].filter(Boolean).join(', ');
  return (
    <div className="earlier-contacts">
      <TextField
        id={`${id}-search`}
        label="Search your earlier contacts"
        hint="A name, licence number or registration number."
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <SelectField
        id={id}
        label="Choose from your earlier contacts"
        hint={
          query && contacts.length === 0
            ? `None of your earlier contacts matches ‘${query}’.`
            : 'People you added to your other applications.'
        }
        value=""
        onChange={(event) => {
          const chosen = contacts.at(Number(event.target.value));
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
    </div>
  );
}
