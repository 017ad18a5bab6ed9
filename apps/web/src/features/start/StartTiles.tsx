import type { Me } from '@consent/domain';
import { lazy, Suspense, useState } from 'react';
import { Loading } from '../../ui/Status';
import { START_GROUPS, type StartKind } from './startKinds';

const loadStartDialog = () => import('./StartDialog');
const StartDialog = lazy(loadStartDialog);

/**
 * A tile per application type (spec point 1). Each tile is a heading whose button opens that type's
 * dialogs; its description is the button's description for screen readers. The dialogs' code (with zod and the
 * start's schemas) loads on hover or focus, usually before the click, and not while the page is idle: a phone on a
 * slow link would spend its first seconds on code the main page may never use (ADR 0075).
 */
export function StartTiles({ me }: { me: Me }) {
  const [open, setOpen] = useState<StartKind | null>(null);

  return (
    <>
      {START_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={`start-${group.id}`}>
          <h3 id={`start-${group.id}`} className="heading-m">
            {group.title}
          </h3>
          <ul className="start-tiles">
            {group.kinds.map((kind) => (
              <li key={kind.id} className="start-tile">
                <h4 className="start-tile__title">
                  <button
                    type="button"
                    className="start-tile__button"
                    aria-describedby={`start-${kind.id}-description`}
                    aria-haspopup="dialog"
                    onPointerEnter={() => void loadStartDialog()}
                    onFocus={() => void loadStartDialog()}
                    onClick={() => {
                      setOpen(kind);
                    }}
                  >
                    {kind.title}
                  </button>
                </h4>
                <p id={`start-${kind.id}-description`} className="start-tile__description">
                  {kind.description}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {open ? (
        <Suspense fallback={<Loading>Opening {open.title}…</Loading>}>
          <StartDialog
            kind={open}
            me={me}
            onClose={() => {
              setOpen(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
