import {
  checkProjectContact,
  contactMessages,
  lbpChoice,
  messages,
  practitionerNameAndNumber,
  type LbpInfo,
  type LbpSearchItem,
  type ProjectContact,
  type ProjectContactMode,
} from '@consent/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, useContactCalls } from '../../api';
import { Button } from '../../ui/Button';
import type { SummaryError } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { Checkbox } from '../../ui/RadioGroup';
import { showProblems } from '../../forms/formRegistry';
import {
  EMPTY_VALUES,
  detailsOf,
  valuesFromLibrary,
  valuesFromRegister,
  valuesOf,
  type ContactValues,
} from './contactValues';
import { ContactProblems } from './ContactProblems';
import { EarlierContacts } from './EarlierContacts';
import { LbpSearch } from './LbpSearch';
import { LicenceClassDialog } from './LicenceClassDialog';
import { RegistrationFields } from './RegistrationFields';

const ID = 'contact';

interface ContactEditorProps {
  appId: number;
  mode: ProjectContactMode;
  /** The contact being changed; null adds a new one. */
  editing: ProjectContact | null;
  professions: readonly string[];
  onSaved: (contact: ProjectContact) => void;
  onCancel: () => void;
}

/**
 * Adds or changes one project contact: an LBP found on the register (or in the user's earlier
 * contacts, or typed when the register is down), or another professional with their registration number.
 */
export function ContactEditor({ appId, mode, editing, professions, onSaved, onCancel }: ContactEditorProps) {
  const calls = useContactCalls();
  const rhf = useForm<ContactValues>({ defaultValues: editing ? valuesOf(editing) : EMPTY_VALUES });
  const { errors } = rhf.formState;
  const [phoneNA, emailNA] = rhf.watch(['phoneNA', 'emailNA']);
  const [notice, setNotice] = useState('');
  const [problems, setProblems] = useState<SummaryError[]>([]);
  const [saving, setSaving] = useState(false);
  const [choosing, setChoosing] = useState<{ info: LbpInfo; classNames: string[] } | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const id = (field: string) => `${ID}-${field}`;
  const lbp = mode === 'lbp';

  const fill = (values: ContactValues) => {
    rhf.reset(values);
    setProblems([]);
  };

  async function pick(practitioner: LbpSearchItem) {
    setNotice('');
    let answer;
    try {
      answer = await calls.registerInfo(practitioner.lbpNumber);
    } catch {
      setNotice(contactMessages.lbpRegisterNotResponding);
      return;
    }
    if (answer.status_code !== 200 || !answer.data) {
      setNotice(answer.message || contactMessages.lbpRegisterNotResponding);
      return;
    }
    const info = answer.data;
    const choice = lbpChoice(info);
    if (choice.kind === 'refused') {
      fill(EMPTY_VALUES);
      setNotice(choice.message);
    } else if (choice.kind === 'selected') fill(valuesFromRegister(info, choice.className));
    else setChoosing({ info, classNames: choice.classNames });
  }

  function show(found: SummaryError[]) {
    setProblems(found);
    if (found.length) setTimeout(() => summary.current?.focus());
  }

  async function save() {
    const details = detailsOf(rhf.getValues());
    const found = checkProjectContact(mode, details);
    if (found.length) {
      show(showProblems(rhf, ID, found));
      return;
    }
    setSaving(true);
    try {
      const answer = editing
        ? await calls.editContact(appId, editing.pid, mode, details)
        : await calls.saveContact(appId, mode, details);
      onSaved(answer.data);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        show(showProblems(rhf, ID, error.details.length ? error.details : [{ message: error.message }]));
      } else show([{ message: messages.contactServerOrNetwork }]);
    } finally {
      setSaving(false);
    }
  }

  const text = (
    name: 'name' | 'phone' | 'email' | 'address' | 'licence_number' | 'registration_number',
    label: string,
    extra: Record<string, unknown> = {},
  ) => <TextField id={id(name)} label={label} error={errors[name]?.message} {...extra} {...rhf.register(name)} />;
  const title = `${editing ? 'Change' : 'Add'} ${lbp ? 'a licensed building practitioner' : 'another professional'}`;
  return (
    <section className="contact-editor" aria-labelledby={id('title')}>
      <h2 id={id('title')} className="contact-editor__title">
        {title}
      </h2>
      <ContactProblems id={id('problems')} problems={problems} summary={summary} />
      {notice ? (
        <p className="contact-editor__notice" role="alert">
          {notice}
        </p>
      ) : null}
      {lbp ? <LbpSearch id={id('search')} onChoose={(p) => void pick(p)} onRegisterDown={setNotice} /> : null}
      <EarlierContacts
        id={id('library')}
        mode={mode}
        onChoose={(c) => {
          fill(valuesFromLibrary(c));
        }}
      />
      {text('name', 'Full name', { autoComplete: 'off' })}
      {text('phone', 'Phone number', { type: 'tel', disabled: phoneNA })}
      <Checkbox id={id('phoneNA')} label="I don't have this information" input={rhf.register('phoneNA')} />
      {text('email', 'Email address', { type: 'email', spellCheck: false, disabled: emailNA })}
      <Checkbox id={id('emailNA')} label="I don't have this information" input={rhf.register('emailNA')} />
      <RegistrationFields rhf={rhf} lbp={lbp} professions={professions} id={id} text={text} />
      {text('address', 'Mailing address (optional)', { autoComplete: 'off' })}
      <div className="button-group">
        <Button pending={saving} onClick={() => void save()}>
          Save contact
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <LicenceClassDialog
        practitioner={choosing ? practitionerNameAndNumber(choosing.info) : ''}
        classNames={choosing?.classNames ?? null}
        onCancel={() => {
          setChoosing(null);
        }}
        onChoose={(className) => {
          if (choosing) fill(valuesFromRegister(choosing.info, className));
          setChoosing(null);
        }}
      />
    </section>
  );
}
