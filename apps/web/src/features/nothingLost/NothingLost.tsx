import { nothingLostMessages } from '@consent/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMe } from '../../api';
import { useSavesWaiting } from '../../api/saveWithRetry';
import { KeptInputOffer } from './KeptInputOffer';
import { keptInputKey } from './keptInput';
import { useKeptInput } from './useKeptInput';
import { useLeaveGuard } from './useLeaveGuard';
import { VersionConflicts } from './VersionConflicts';
import './nothingLost.css';

/**
 * Everything "nothing typed is lost" (issue 33.4, ADR 0069) asks of a form page, in one hook: put `attachForm` on the
 * page's form, `panel` at its top, and call `saved()` once the page's answers are saved.
 */
export function useNothingLost(appId: number, page: string, onTakeTheirs: () => void) {
  const [form, attachForm] = useState<HTMLFormElement | null>(null);
  const userId = useMe().data?.id;
  const kept = useKeptInput(form, userId === undefined ? null : keptInputKey(userId, appId, page));
  const leaveDialog = useLeaveGuard(kept.isDirty);
  const [told, setTold] = useState('');
  const toldRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (told) toldRef.current?.focus();
  }, [told]);
  const choose = (restore: boolean) => {
    void (restore ? kept.restore() : kept.discard());
    setTold(restore ? 'What you typed is back on the page. It is not saved yet.' : 'What you typed was discarded.');
  };
  const takeTheirs = () => {
    void kept.saved();
    onTakeTheirs();
  };

  const panel: ReactNode = (
    <>
      <SaveRetryStatus />
      {kept.offer ? (
        <KeptInputOffer
          offer={kept.offer}
          onRestore={() => {
            choose(true);
          }}
          onDiscard={() => {
            choose(false);
          }}
        />
      ) : null}
      <p role="status" ref={toldRef} tabIndex={-1}>
        {told}
      </p>
      <VersionConflicts appId={appId} onTakeTheirs={takeTheirs} />
      {leaveDialog}
    </>
  );
  return { attachForm, panel, saved: kept.saved };
}
export type NothingLost = ReturnType<typeof useNothingLost>;

/** "Not saved yet — trying again" while a save of this tab waits for the network. */
export function SaveRetryStatus() {
  const waiting = useSavesWaiting();
  return (
    <div role="status" className={waiting ? 'notice' : undefined}>
      {waiting ? <p>{nothingLostMessages.notSavedYet}</p> : null}
    </div>
  );
}
