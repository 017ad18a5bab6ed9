import { documentTypesFor, type LifecycleAction } from '@consent/domain';
import { useState } from 'react';
import type { CouncilAction } from '../../api/council';
import { Button } from '../../ui/Button';
import { AcceptForm } from './AcceptForm';
import { GrantForm } from './GrantForm';
import { RefuseForm } from './RefuseForm';
import { RequestInformationForm } from './RequestInformationForm';
import { ReturnForm } from './ReturnForm';
import { Section } from './Section';

/** The council's actions in the order an officer meets them, with their buttons' words. */
const BUTTONS: [CouncilAction, string][] = [
  ['accept', 'Accept'],
  ['returnAsIncomplete', 'Return as incomplete'],
  ['requestInformation', 'Request further information'],
  ['grant', 'Grant'],
  ['refuse', 'Refuse'],
];

interface ActionPanelProps {
  appId: number;
  /** What the lifecycle machine allows this officer now (the server's availableActions). */
  actions: LifecycleAction[];
  pages: string[];
  typeCode: string;
  /** The council's next consent number, which the accept form starts with. */
  consentNumberOffered: string | null;
  onDone: (message: string) => void;
}

/** The actions the application's status allows, each in its own dialog; none once a decision is made. */
export function ActionPanel({ appId, actions, pages, typeCode, consentNumberOffered, onDone }: ActionPanelProps) {
  const [open, setOpen] = useState<CouncilAction | null>(null);
  const offered = BUTTONS.filter(([action]) => actions.includes(action));
  const close = () => {
    setOpen(null);
  };
  const done = (message: string) => {
    setOpen(null);
    onDone(message);
  };
  const props = (action: CouncilAction) => ({ appId, isOpen: open === action, onClose: close, onDone: done });

  return (
    <Section id="actions" title="Actions">
      {offered.length === 0 ? (
        <p>There is nothing for the council to do with this application now.</p>
      ) : (
        <div className="action-buttons">
          {offered.map(([action, label], index) => (
            <Button
              key={action}
              variant={index === 0 ? 'primary' : 'secondary'}
              onClick={() => {
                setOpen(action);
              }}
            >
              {label}
            </Button>
          ))}
        </div>
      )}
      {open === 'accept' ? <AcceptForm {...props('accept')} offered={consentNumberOffered ?? ''} /> : null}
      {open === 'returnAsIncomplete' ? <ReturnForm {...props('returnAsIncomplete')} /> : null}
      {open === 'requestInformation' ? (
        <RequestInformationForm
          {...props('requestInformation')}
          pages={pages}
          documentTypes={documentTypesFor(typeCode).map((d) => d.name)}
        />
      ) : null}
      {open === 'grant' ? <GrantForm {...props('grant')} /> : null}
      {open === 'refuse' ? <RefuseForm {...props('refuse')} /> : null}
    </Section>
  );
}
