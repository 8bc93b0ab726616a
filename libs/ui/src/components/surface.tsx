import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export function Card({ className, children, ...rest }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <section className={cx('ui-card', className)} {...rest}>
      {children}
    </section>
  );
}

export interface AlertProps {
  variant?: 'info' | 'success' | 'warning' | 'error';
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** Inline message. Errors are announced immediately (role alert), others politely (role status). */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={cx('ui-alert', `ui-alert--${variant}`, className)}>
      {title ? <p className="ui-alert__title">{title}</p> : null}
      {children ? <div className="ui-alert__body">{children}</div> : null}
    </div>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="ui-visually-hidden">{children}</span>;
}
