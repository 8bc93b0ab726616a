import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { useUiLabels } from './labels';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog (rendered as the trigger, e.g. a Button). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (right aligned). */
  actions?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** Modal dialog: focus trapped, Escape and the close button dismiss it, focus returns to the trigger. */
export function Dialog({ open, onOpenChange, trigger, title, description, children, actions, size = 'medium', className }: DialogProps) {
  const labels = useUiLabels();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-overlay" />
        <DialogPrimitive.Content className={cx('ui-dialog', `ui-dialog--${size}`, className)} {...(description ? {} : { 'aria-describedby': undefined })}>
          <header className="ui-dialog__header">
            <DialogPrimitive.Title className="ui-dialog__title">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="ui-icon-button" aria-label={labels.close}>
              <CloseIcon />
            </DialogPrimitive.Close>
          </header>
          {description ? <DialogPrimitive.Description className="ui-dialog__description">{description}</DialogPrimitive.Description> : null}
          {children ? <div className="ui-dialog__body">{children}</div> : null}
          {actions ? <footer className="ui-dialog__actions">{actions}</footer> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wrap a button inside Dialog content to close the dialog when it is pressed. */
export const DialogClose = DialogPrimitive.Close;

export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
