import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { useUiLabels } from './labels';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the panel (shown as its heading). */
  title: ReactNode;
  /** 'bottom': a sheet rising from the bottom edge, the screen's full width (phones). */
  side?: 'left' | 'right' | 'bottom';
  /** Panel width in px (spec §9: the navigation drawer is 240); a bottom sheet takes the full width. */
  width?: number;
  children: ReactNode;
  className?: string;
  /** Optional element that opens the panel (rendered as the trigger, e.g. a Button): closing the panel focuses it again. */
  trigger?: ReactNode;
}

/** Temporary side panel (or bottom sheet) over the page (modal): used below the medium breakpoint. */
export function Drawer({ open, onOpenChange, title, side = 'left', width = 240, children, className, trigger }: DrawerProps) {
  const labels = useUiLabels();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-overlay" />
        <DialogPrimitive.Content className={cx('ui-drawer', `ui-drawer--${side}`, className)} style={side === 'bottom' ? undefined : { width }} aria-describedby={undefined}>
          <header className="ui-drawer__header">
            <DialogPrimitive.Title className="ui-drawer__title">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="ui-icon-button" aria-label={labels.close}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
              </svg>
            </DialogPrimitive.Close>
          </header>
          <div className="ui-drawer__body">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Permanent side panel in the page flow: used from the medium breakpoint up. */
export function PermanentDrawer({ label, width = 240, children, className }: { label: string; width?: number; children: ReactNode; className?: string }) {
  return (
    <nav aria-label={label} className={cx('ui-drawer-permanent', className)} style={{ width }}>
      {children}
    </nav>
  );
}
