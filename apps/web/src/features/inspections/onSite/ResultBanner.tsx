import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button';
import type { OutboxEntry } from '../../nothingLost/outbox/outbox';
import { outboxWords } from '../../nothingLost/outbox/words';

interface Props {
  id: string;
  entry: OutboxEntry;
  /** The result was just saved: the banner is where focus goes. */
  focus: boolean;
  onDiscard: () => void;
}

/**
 * A result's state on this phone (ADR 0073): "Saved on this phone — will send" until the server has it, then sent;
 * a result the server refused says why and can be let go. Announced as it changes (role=status).
 */
export function ResultBanner({ id, entry, focus, onDiscard }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const refused = entry.state === 'refused';
  const title = entry.state === 'refused' ? outboxWords.refused(entry.message ?? '') : outboxWords[entry.state];
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role="status"
      aria-labelledby={`${id}-title`}
      className={refused ? 'banner banner--problem' : 'banner'}
      data-state={entry.state}
    >
      <h3 id={`${id}-title`} className="banner__title">
        {entry.state === 'sent' ? 'Result sent' : title}
      </h3>
      <div className="banner__body">
        {entry.state === 'sent' ? (
          <p>The council has the result. The owner is told by email.</p>
        ) : refused ? (
          <>
            <p>The result is still on this phone. Record it again below, then discard this copy.</p>
            <Button variant="secondary" onClick={onDiscard}>
              Discard the copy on this phone
            </Button>
          </>
        ) : (
          <p>It stays on this phone until the council has it, even if this page is closed.</p>
        )}
      </div>
    </div>
  );
}
