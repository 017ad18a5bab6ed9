import type { Council } from '@consent/domain';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';

interface Props {
  /** The council chosen; the dialog is open while there is one. */
  council: Council | null;
  onConfirm: (council: Council) => void;
  onCancel: () => void;
}

/**
 * Asks before the application moves to another council, and says what that does (issue 15). The server deletes no
 * answer when the council changes (set_app_council changes the council only), so the dialog says what is checked
 * again instead of what is lost.
 */
export function ConfirmCouncilChange({ council, onConfirm, onCancel }: Props) {
  return (
    <Dialog title="Change the council?" isOpen={council !== null} onClose={onCancel}>
      {council ? (
        <>
          <p>The application will go to {council.fullName}. Your answers are kept, but:</p>
          <ul>
            <li>
              the site’s parcels are checked again against {council.fullName}’s region, and a parcel outside it must be
              chosen again;
            </li>
            <li>a pre-application meeting reference is checked again with {council.fullName};</li>
            <li>{council.fullName} may ask for different pages, such as the first point of contact or the PLG form.</li>
          </ul>
          <DialogActions>
            <Button
              onClick={() => {
                onConfirm(council);
              }}
            >
              Yes, change the council
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
