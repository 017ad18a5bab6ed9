import type { DialogProps } from './Dialog';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * The product's one dialog: modal, labelled by its title, focus kept inside, Escape and the Close
 * button close it, and focus returns to what opened it.
 *
 * A dialog that moves through steps changes its title; the inner dialog is keyed by the title so each
 * step is announced and focused afresh, while the overlay (and where focus returns to) stays the same.
 */
export default function ModalDialog({ title, isOpen, onClose, size = 'standard', children }: DialogProps) {
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
