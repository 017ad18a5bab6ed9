import { NOT_AVAILABLE, showsLbpLabel, type ProjectContact } from '@consent/domain';
import { Button } from '../../ui/Button';

const orNotProvided = (value: string) => (value && value !== NOT_AVAILABLE ? value : 'Not provided');

/** What the list says about a contact: its licence (the placeholder BP000000 shows no LBP label) or profession. */
export function contactRole(c: ProjectContact): string {
  if (c.contact_mode === 'other')
    return [c.profession, c.registration_number && `registration ${c.registration_number}`].filter(Boolean).join(', ');
  return [showsLbpLabel(c.licence_number) ? `LBP ${c.licence_number}` : '', c.licence_class].filter(Boolean).join(', ');
}

interface ContactListProps {
  title: string;
  contacts: ProjectContact[];
  empty: string;
  onEdit: (contact: ProjectContact) => void;
  onDelete: (contact: ProjectContact) => void;
  /** h2 straight under the page's h1, h3 under the form's own h2 (`formSubheading`). */
  heading: 'h2' | 'h3';
}

/** The page's contacts of one kind, each with change and remove actions named after the person. */
export function ContactList({ title, contacts, empty, onEdit, onDelete, heading: Heading }: ContactListProps) {
  return (
    <div className="contact-list">
      <Heading className="contact-list__title">{title}</Heading>
      {contacts.length === 0 ? (
        <p className="contact-list__empty">{empty}</p>
      ) : (
        <ul className="contact-list__items">
          {contacts.map((c) => (
            <li key={c.pid} className="contact-card">
              <p className="contact-card__name">{c.name}</p>
              <p className="contact-card__role">{contactRole(c)}</p>
              <p className="contact-card__detail">
                Phone number: {orNotProvided(c.phone)}
                <br />
                Email: {orNotProvided(c.email)}
              </p>
              <div className="button-group">
                <Button
                  variant="secondary"
                  onClick={() => {
                    onEdit(c);
                  }}
                >
                  Change<span className="visually-hidden"> {c.name}</span>
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    onDelete(c);
                  }}
                >
                  Remove<span className="visually-hidden"> {c.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
