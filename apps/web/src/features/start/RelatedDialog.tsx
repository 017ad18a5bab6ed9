import { applicationPath, RELATED_KIND_DEFINITIONS, type Me, type RelatedApplicationRequest } from '@consent/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApplications, useCouncils, useNewRelatedApplication } from '../../api';
import { Dialog } from '../../ui/Dialog';
import { Loaded } from './Loaded';
import { MultiproofActivation, MULTIPROOF_TITLE } from './MultiproofActivation';
import { RELATED_TITLES, RelatedStep } from './RelatedStep';
import { isMultiproofRefusal, needsActivation, type StartFlow } from './startKinds';

/** An application started from a building consent (CCC, CPU, amendment, clone, resource consent). */
export function RelatedDialog({
  flow,
  me,
  onClose,
}: {
  flow: Extract<StartFlow, { kind: 'related' }>;
  me: Me;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const councils = useCouncils();
  const applications = useApplications();
  const create = useNewRelatedApplication();
  const [activation, setActivation] = useState(needsActivation(flow, me));
  const [attempt, setAttempt] = useState(0);
  const definition = RELATED_KIND_DEFINITIONS[flow.relatedKind];

  function submit(request: RelatedApplicationRequest) {
    create.mutate(request, {
      onSuccess: (created) => void navigate(applicationPath(created.appId, definition.param, created.step)),
      onError: (error) => {
        if (isMultiproofRefusal(error)) setActivation(true);
        else setAttempt((n) => n + 1);
      },
    });
  }

  return (
    <Dialog title={activation ? MULTIPROOF_TITLE : RELATED_TITLES[flow.relatedKind]} isOpen onClose={onClose}>
      {activation ? (
        <MultiproofActivation me={me} onClose={onClose} />
      ) : (
        <Loaded query={councils} label="Loading the councils…">
          {(councilList) => (
            <Loaded query={applications} label="Loading your applications…">
              {(list) => (
                <RelatedStep
                  kind={flow.relatedKind}
                  applications={list}
                  councils={councilList}
                  onSubmit={submit}
                  onCancel={onClose}
                  pending={create.isPending}
                  serverError={create.error}
                  serverAttempt={attempt}
                />
              )}
            </Loaded>
          )}
        </Loaded>
      )}
    </Dialog>
  );
}
