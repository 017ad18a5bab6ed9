import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * Sizes on wide screens (spec points 2 and 9), set in styles/dialog.css: parcel dialogs 1150 px by 80%
 * of the height, the map 95% by 95%, the licensed-classes choice 600x350, the minor variation 500x280,
 * any other 80% of the width by 95% of the height. On phones every dialog fills the screen.
 */
export type DialogSize = 'parcel' | 'map' | 'licenceClass' | 'minorVariation' | 'standard';

interface DialogProps {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  size?: DialogSize;
  children: ReactNode;
}

/**
 * The product's one dialog: modal, labelled by its title, focus kept inside, Escape and the Close
 * button close it, and focus returns to what opened it.
 *
 * A dialog that moves through steps changes its title; the inner dialog is keyed by the title so each
 * step is announced and focused afresh, while the overlay (and where focus returns to) stays the same.
 */
export function Dialog({ title, isOpen, onClose, size = 'standard', children }: DialogProps) {
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <Modal className={`dialog dialog--${size}`}>
        <AriaDialog key={title} className="dialog__inner">
          <div className="dialog__header">
            <Heading slot="title" className="dialog__title">
              {title}
            </Heading>
            <button type="button" className="dialog__close" onClick={onClose}>
              Close<span className="visually-hidden"> dialog</span>
            </button>
          </div>
          <div className="dialog__body">{children}</div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The dialog's buttons, at its foot. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog__actions">{children}</div>;
}
