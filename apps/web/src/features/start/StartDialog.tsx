import { applicationPath, messages, type Council, type Me } from '@consent/domain';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useApplications, useCouncils, useNewApplication } from '../../api';
import { Dialog, type DialogSize } from '../../ui/Dialog';
import { ChecklistStep } from './ChecklistStep';
import { CHECKLISTS } from './checklists';
import { CouncilStep } from './CouncilStep';
import { Loaded } from './Loaded';
import { MinorVariation, MINOR_VARIATION_TITLE } from './MinorVariation';
import { MultiproofActivation, MULTIPROOF_TITLE } from './MultiproofActivation';
import { RelatedDialog } from './RelatedDialog';
import { isMultiproofRefusal, needsActivation, type StartFlow, type StartKind } from './startKinds';
import { UploadDocuments, UPLOAD_TITLE } from './UploadDocuments';

interface StartDialogProps {
  kind: StartKind;
  me: Me;
  onClose: () => void;
}

/**
 * A new application of a type created by `POST /access/app`. The order is: council (the checklist
 * depends on the council's deposit table), then the requirements checklist unless the user already
 * has applications, then creation and the redirect of spec point 2.
 */
function CreateDialog({
  kind,
  flow,
  me,
  onClose,
}: StartDialogProps & { flow: Extract<StartFlow, { kind: 'create' }> }) {
  const navigate = useNavigate();
  const councils = useCouncils();
  const create = useNewApplication();
  const [step, setStep] = useState<'council' | 'checklist' | 'multiproof'>(
    needsActivation(flow, me) ? 'multiproof' : 'council',
  );
  const [council, setCouncil] = useState<Council | null>(null);
  const [attempt, setAttempt] = useState(0);

  function start(councilId: number) {
    create.mutate(
      { type: flow.type, param: flow.param, councilId, ...(me.applicantRole ? { role: me.applicantRole } : {}) },
      {
        onSuccess: (created) => void navigate(applicationPath(created.appId, flow.param, created.step)),
        onError: (error) => {
          if (isMultiproofRefusal(error)) setStep('multiproof');
          else setAttempt((n) => n + 1);
        },
      },
    );
  }

  function councilChosen(chosen: Council) {
    setCouncil(chosen);
    if (me.hasApplications) start(chosen.id);
    else setStep('checklist');
  }

  const single = councils.data?.length === 1;
  const title =
    step === 'multiproof'
      ? MULTIPROOF_TITLE
      : step === 'checklist'
        ? CHECKLISTS[flow.checklist].title
        : single
          ? kind.title
          : messages.selectCouncilTitle;
  const error = create.isError ? create.error.message : undefined;

  return (
    <Dialog title={title} isOpen onClose={onClose}>
      {step === 'multiproof' ? (
        <MultiproofActivation me={me} onClose={onClose} />
      ) : step === 'checklist' && council ? (
        <ChecklistStep
          checklistId={flow.checklist}
          councilId={council.id}
          applicationType={flow.type}
          onProceed={() => {
            start(council.id);
          }}
          onCancel={onClose}
          error={error}
          errorAttempt={attempt}
          pending={create.isPending}
        />
      ) : (
        <Loaded query={councils} label="Loading the councils…">
          {(list) => (
            <CouncilStep
              councils={list}
              onChosen={councilChosen}
              onCancel={onClose}
              error={error}
              errorAttempt={attempt}
              pending={create.isPending}
            />
          )}
        </Loaded>
      )}
    </Dialog>
  );
}

function SimpleDialog({
  title,
  size,
  onClose,
  children,
}: {
  title: string;
  size?: DialogSize;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} size={size} isOpen onClose={onClose}>
      {children}
    </Dialog>
  );
}

function MinorVariationDialog({ onClose }: { onClose: () => void }) {
  const councils = useCouncils();
  return (
    <SimpleDialog title={MINOR_VARIATION_TITLE} size="minorVariation" onClose={onClose}>
      <Loaded query={councils} label="Loading the councils…">
        {(list) => <MinorVariation councils={list} />}
      </Loaded>
    </SimpleDialog>
  );
}

function UploadDialog({ onClose }: { onClose: () => void }) {
  const applications = useApplications();
  return (
    <SimpleDialog title={UPLOAD_TITLE} onClose={onClose}>
      <Loaded query={applications} label="Loading your applications…">
        {(list) => <UploadDocuments applications={list} onClose={onClose} />}
      </Loaded>
    </SimpleDialog>
  );
}

/** The dialogs a main-page tile opens; loaded on demand so the main page's own code stays small. */
export default function StartDialog({ kind, me, onClose }: StartDialogProps) {
  const flow = kind.flow;
  switch (flow.kind) {
    case 'create':
      return <CreateDialog kind={kind} flow={flow} me={me} onClose={onClose} />;
    case 'related':
      return <RelatedDialog flow={flow} me={me} onClose={onClose} />;
    case 'minorVariation':
      return <MinorVariationDialog onClose={onClose} />;
    case 'upload':
      return <UploadDialog onClose={onClose} />;
  }
}
