/** What every council action's form is given by the application page. */
export interface ActionFormProps {
  appId: number;
  isOpen: boolean;
  onClose: () => void;
  /** Called once the server has taken the action, with the words to confirm it on the page. */
  onDone: (message: string) => void;
}
