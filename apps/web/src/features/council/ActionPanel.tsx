import { documentTypesFor, type LifecycleAction } from '@consent/domain';
import { useState } from 'react';
import type { CouncilAction } from '../../api/council';
import { Button } from '../../ui/Button';
import { AcceptForm } from './AcceptForm';
import { GrantForm } from './GrantForm';
import { IssueCccForm } from './IssueCccForm';
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
  /** The application type (1 a PIM only, 4 a building consent with a PIM): what the grant issues. */
  applicationType?: number;
  /** The council's next consent number, which the accept form starts with. */
  consentNumberOffered: string | null;
  onDone: (message: string) => void;
}

/** The actions the application's status allows, each in its own dialog; none once a decision is made. */
export function ActionPanel(panel: ActionPanelProps) {
  const { appId, actions, pages, typeCode, applicationType, consentNumberOffered, onDone } = panel;
  const [open, setOpen] = useState<CouncilAction | null>(null);
  const ccc = typeCode === 'ccc';
  const offered = BUTTONS.filter(([action]) => actions.includes(action)).map(
    ([action, label]): [CouncilAction, string] => [
      action,
      ccc && action === 'grant' ? 'Issue code compliance certificate' : label,
    ],
  );
  const pim = applicationType === 1 ? 'only' : applicationType === 4 ? 'withConsent' : 'none';
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
      {open === 'grant' && ccc ? <IssueCccForm {...props('grant')} /> : null}
      {open === 'grant' && !ccc ? <GrantForm {...props('grant')} pim={pim} /> : null}
      {open === 'refuse' ? <RefuseForm {...props('refuse')} /> : null}
    </Section>
  );
}
