import type { ApplicationData, ProjectContact } from '@consent/domain';
import type { ReactNode } from 'react';
import type { ContactsForm } from '../../api';
import { SummaryList } from '../../ui/SummaryList';
import { WithSavedAnswers } from '../../forms/FormSection';
import { contactRole } from './ContactList';

const list = (contacts: ProjectContact[]) => (
  <ul className="plain-list">
    {contacts.map((c) => (
      <li key={c.pid}>{[c.name, contactRole(c)].filter(Boolean).join(': ')}</li>
    ))}
  </ul>
);

/** The Project Contacts page's answers on the summary page. */
function projectContactRows(d: ContactsForm): { key: string; value: ReactNode }[] {
  const { lbp, other } = d.contacts;
  if (!d.has_lbp && lbp.length === 0 && other.length === 0) return [];
  return [
    {
      key: 'LBPs carry out or supervise the work',
      value: d.has_lbp === 'yes' ? 'Yes' : d.has_lbp === 'no' ? 'No' : '',
    },
    ...(lbp.length ? [{ key: 'Licensed building practitioners', value: list(lbp) }] : []),
    ...(other.length ? [{ key: 'Other professionals', value: list(other) }] : []),
  ];
}

/** The Project Contacts section of the summary page: the contacts as saved, read back through the contacts calls. */
export function ProjectContactAnswers({ application }: { application: ApplicationData }) {
  return (
    <WithSavedAnswers
      appId={application.id}
      name="summary-contacts"
      load={(calls) => calls.projectContacts(application.id)}
    >
      {(data) => {
        const rows = projectContactRows(data);
        return rows.length ? <SummaryList rows={rows} /> : <p>Not answered yet.</p>;
      }}
    </WithSavedAnswers>
  );
}
