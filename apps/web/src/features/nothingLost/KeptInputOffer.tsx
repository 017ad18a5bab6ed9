import { nothingLostMessages } from '@consent/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import type { KeptInput } from './keptInput';

/** "You typed this on … and it was not saved — restore it, or discard it": focused when it appears. */
export function KeptInputOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: KeptInput;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="notice" aria-labelledby="kept-input-heading">
      <h2 id="kept-input-heading" ref={heading} tabIndex={-1}>
        Answers not saved
      </h2>
      <p>{nothingLostMessages.keptInput(new Date(offer.typedAt))}</p>
      <div className="wizard-actions">
        <Button onClick={onRestore}>Restore</Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
