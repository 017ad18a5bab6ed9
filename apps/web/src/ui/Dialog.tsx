import { lazy, Suspense, type ReactNode } from 'react';

/**
 * Sizes on wide screens (spec points 2 and 9), set in styles/dialog.css: parcel dialogs 1150 px by 80%
 * of the height, the map 95% by 95%, the licensed-classes choice 600x350, the minor variation 500x280,
 * any other 80% of the width by 95% of the height. On phones every dialog fills the screen.
 */
export type DialogSize = 'parcel' | 'map' | 'licenceClass' | 'minorVariation' | 'standard';

export interface DialogProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  size?: DialogSize;
  children: ReactNode;
}

/** react-aria's modal and focus scope: loaded when a dialog first opens, not with every screen that has one. */
const ModalDialog = lazy(() => import('./ModalDialog'));

/**
 * The product's one dialog (ModalDialog.tsx): modal, labelled by its title, focus kept inside, Escape and the
 * Close button close it, and focus returns to what opened it. A closed dialog draws nothing, so its code is
 * fetched the first time one opens (ADR 0075).
 */
export function Dialog(props: DialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

/** The dialog's buttons, at its foot. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog__actions">{children}</div>;
}
