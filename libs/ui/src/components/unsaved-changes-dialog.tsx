import { AlertDialog } from 'radix-ui';
import { Button } from './button';
import { useUiLabels } from './labels';

export interface UnsavedChangesDialogProps {
  open: boolean;
  /** Stay on the page (the dialog closes, nothing is lost). */
  onStay: () => void;
  /** Leave and discard the changes. */
  onLeave: () => void;
}

/** Dirty-form confirmation (spec §2 "unsaved changes"). "Stay" has initial focus: the safe choice. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  const labels = useUiLabels();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ui-overlay" />
        <AlertDialog.Content className="ui-dialog ui-dialog--small">
          <header className="ui-dialog__header">
            <AlertDialog.Title className="ui-dialog__title">{labels.unsavedTitle}</AlertDialog.Title>
          </header>
          <AlertDialog.Description className="ui-dialog__description">{labels.unsavedDescription}</AlertDialog.Description>
          <footer className="ui-dialog__actions">
            <AlertDialog.Action asChild>
              <Button variant="text" onClick={onLeave}>
                {labels.unsavedLeave}
              </Button>
            </AlertDialog.Action>
            <AlertDialog.Cancel asChild>
              <Button variant="primary" onClick={onStay}>
                {labels.unsavedStay}
              </Button>
            </AlertDialog.Cancel>
          </footer>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
