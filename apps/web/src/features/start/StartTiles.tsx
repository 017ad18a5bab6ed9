import type { Me } from '@consent/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Loading } from '../../ui/Status';
import { START_GROUPS, type StartKind } from './startKinds';

const loadStartDialog = () => import('./StartDialog');
const StartDialog = lazy(loadStartDialog);

/**
 * A tile per application type (spec point 1). Each tile is a heading whose button opens that type's
 * dialogs; its description is the button's description for screen readers. The dialogs' code loads
 * once the page is idle (or on hover or focus), so it is there before the first click.
 */
export function StartTiles({ me }: { me: Me }) {
  const [open, setOpen] = useState<StartKind | null>(null);

  useEffect(() => {
    const preload = () => void loadStartDialog();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => {
        window.cancelIdleCallback(id);
      };
    }
    const id = setTimeout(preload, 1500);
    return () => {
      clearTimeout(id);
    };
  }, []);

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
