import { defined, messages, type ProjectContact, type ProjectContactMode, type YesNo } from '@consent/domain';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ApiError, useContactCalls, type ContactsForm as Loaded } from '../../api';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { RadioGroup } from '../../ui/RadioGroup';
import { LoadProblem, Loading } from '../../ui/Status';
import { FormSection, formSubheading } from '../../forms/FormSection';
import { fieldId, saveOrProblems, showProblems, useWizardForm, type WizardFormProps } from '../../forms/formRegistry';
import { loadFormChecks } from '../../forms/loadFormChecks';
import { YES_NO_OPTIONS } from '../../forms/options';
import { ContactList } from './ContactList';

const ID = 'lbp';

// The editor (its checks, the register's search combobox, the contact library) loads when a contact is added or
// changed: a page that only answers its question never needs it (ADR 0094).
const ContactEditor = lazy(() => import('./ContactEditor').then((m) => ({ default: m.ContactEditor })));

/** The Project Contacts page (page 8, legacy step 11): its question, the project's contacts, and their editor. */
export default function ContactsForm(props: WizardFormProps) {
  const calls = useContactCalls();
  // Dropped when the page unmounts, so a revisit always shows what the server holds.
  const query = useQuery<Loaded, ApiError>({
    queryKey: ['wizard', props.appId, 'contacts'],
    queryFn: () => calls.form(props.appId),
    gcTime: 0,
    staleTime: 0,
  });
  if (query.isPending) return <Loading>Loading your contacts…</Loading>;
  if (query.isError) return <LoadProblem message={query.error.message} onRetry={() => void query.refetch()} />;
  return <ContactsPage {...props} loaded={query.data} />;
}

type Editing = { mode: ProjectContactMode; contact: ProjectContact | null } | null;

function ContactsPage({ appId, form, title, isFirst, loaded }: WizardFormProps & { loaded: Loaded }) {
  const calls = useContactCalls();
  const rhf = useForm<{ has_lbp: YesNo }>({ defaultValues: { has_lbp: loaded.has_lbp } });
  const [contacts, setContacts] = useState(loaded.contacts);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ProjectContact | null>(null);
  const [removeError, setRemoveError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const hasLbp = rhf.watch('has_lbp');
  const both = loaded.contact_mode === 'both';

  useWizardForm(form, {
    validate: async (mode) => {
      const { checkHasLbp } = await loadFormChecks();
      return showProblems(rhf, ID, checkHasLbp(rhf.getValues('has_lbp'), contacts.lbp.length, mode));
    },
    save: (mode) => saveOrProblems(rhf, ID, () => calls.saveHasLbp(appId, rhf.getValues('has_lbp'), mode)),
    show: (problems) => showProblems(rhf, ID, problems),
  });

  async function reload(message: string) {
    setContacts((await calls.contactsData(appId)).data);
    setAnnouncement(message);
  }

  const editor = editing ? (
    <Suspense fallback={<Loading>Loading the form…</Loading>}>
      <ContactEditor
        key={`${editing.mode}:${editing.contact?.pid ?? 'new'}`}
        appId={appId}
        mode={editing.mode}
        editing={editing.contact}
        professions={loaded.professions}
        onCancel={() => {
          setEditing(null);
        }}
        onSaved={(saved) => {
          setEditing(null);
          void reload(`${saved.name} saved.`);
        }}
      />
    </Suspense>
  ) : null;
  const add = (mode: ProjectContactMode, label: string) => (
    <Button
      variant="secondary"
      onClick={() => {
        setEditing({ mode, contact: null });
      }}
    >
      {label}
    </Button>
  );

  return (
    <FormSection id={ID} title={title} isFirst={isFirst}>
      <RadioGroup
        id={fieldId(ID, 'has_lbp')}
        legend="Will licensed building practitioners carry out or supervise the building work?"
        hint="Restricted building work on homes must be done or supervised by a licensed building practitioner (LBP)."
        input={rhf.register('has_lbp')}
        value={hasLbp}
        error={rhf.formState.errors.has_lbp?.message}
        options={YES_NO_OPTIONS}
        inline
      />
      <ContactList
        title="Licensed building practitioners"
        contacts={contacts.lbp}
        empty="No licensed building practitioners added yet."
        heading={formSubheading(isFirst)}
        onEdit={(contact) => {
          setEditing({ mode: 'lbp', contact });
        }}
        onDelete={setRemoving}
      />
      {both ? (
        <ContactList
          title="Other professionals"
          contacts={contacts.other}
          empty="No other professionals added yet."
          heading={formSubheading(isFirst)}
          onEdit={(contact) => {
            setEditing({ mode: 'other', contact });
          }}
          onDelete={setRemoving}
        />
      ) : null}
      {editor ?? (
        <div className="button-group">
          {add('lbp', 'Add a licensed building practitioner')}
          {both ? add('other', 'Add another professional') : null}
        </div>
      )}
      <p className="field__hint">
        You can check a practitioner on the{' '}
        <a href={loaded.lbp_register_url} target="_blank" rel="noreferrer">
          LBP register (opens in a new tab)
        </a>
        .{' '}
        {loaded.url ? (
          <>
            Your council's advice on who may do the work is on{' '}
            <a href={loaded.url} target="_blank" rel="noreferrer">
              the council's website (opens in a new tab)
            </a>
            .
          </>
        ) : null}
      </p>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <Dialog
        title="Remove this contact?"
        isOpen={removing !== null}
        onClose={() => {
          setRemoving(null);
        }}
      >
        <p>{removing ? `${removing.name} will be removed from this application's contacts.` : ''}</p>
        {removeError ? (
          <p className="problem" role="alert">
            {removeError}
          </p>
        ) : null}
        <DialogActions>
          <Button
            onClick={() => {
              const contact = defined(removing, 'the contact being removed');
              setRemoveError('');
              calls
                .deleteContact(appId, contact.pid)
                .then(() => {
                  setRemoving(null);
                  return reload(`${contact.name} removed.`);
                })
                .catch((error: unknown) => {
                  setRemoveError(
                    error instanceof ApiError && error.status >= 400 && error.status < 500
                      ? error.message
                      : messages.contactServerOrNetwork,
                  );
                });
            }}
          >
            Yes, remove
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setRemoving(null);
            }}
          >
            No, keep
          </Button>
        </DialogActions>
      </Dialog>
    </FormSection>
  );
}
