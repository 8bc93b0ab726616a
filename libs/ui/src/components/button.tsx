import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { useHydrated } from './hydrated';
import { Slot } from './slot';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outlined' | 'text' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label for screen readers and blocks clicks. */
  loading?: boolean;
  /** Renders the single child (a link) with the button's look. */
  asChild?: boolean;
  startIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  fullWidth,
  loading = false,
  asChild,
  startIcon,
  className,
  children,
  disabled,
  type,
  ref,
  ...rest
}: ButtonProps) {
  const classes = cx('ui-button', `ui-button--${variant}`, `ui-button--${size}`, fullWidth && 'ui-button--full', loading && 'ui-button--loading', className);
  // Disabled until the app has hydrated a page the server rendered (hydrated.ts); a link (`asChild`) works as it is.
  const hydrated = useHydrated();
  if (asChild) {
    return (
      <Slot className={classes} ref={ref} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading || !hydrated}
      data-hydrating={hydrated ? undefined : ''}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <Spinner size="small" className="ui-button__spinner" />
      ) : startIcon ? (
        <span className="ui-button__icon" aria-hidden="true">
          {startIcon}
        </span>
      ) : null}
      <span className="ui-button__label">{children}</span>
    </button>
  );
}
