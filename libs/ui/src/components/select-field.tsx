import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { useHydrated } from './hydrated';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple'> {
  label: ReactNode;
  /** The <option>s. */
  children: ReactNode;
  error?: string | null;
  /** Set once the user has left the field (or tried to submit the form). */
  touched?: boolean;
  /** Shown under the field while there is no error (a select always has a value, so it does not hide on input). */
  helperText?: string | null;
  fullWidth?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard, screen readers and mobile pickers for free) with the text field's look and error rule. */
export function SelectField({ label, children, error, touched = false, helperText, fullWidth = true, id, className, required, ref, ...select }: SelectFieldProps) {
  // Disabled until the app has hydrated a page the server rendered (hydrated.ts).
  const hydrated = useHydrated();
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  const messageId = `${selectId}-message`;
  // The text field's rule (spec §5), inlined: importing text-field here would split it out of the first page's chunk.
  const invalid = Boolean(error && touched);
  const message = invalid ? { kind: 'error' as const, text: error! } : helperText ? { kind: 'helper' as const, text: helperText } : null;
  return (
    <div className={cx('ui-field', 'ui-select', fullWidth && 'ui-field--full', invalid && 'ui-field--invalid', select.disabled && 'ui-field--disabled', className)}>
      <label className="ui-field__label" htmlFor={selectId}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="ui-field__control">
        <select
          {...select}
          disabled={select.disabled || !hydrated}
          data-hydrating={hydrated ? undefined : ''}
          ref={ref}
          id={selectId}
          required={required}
          className="ui-field__input ui-select__input"
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
        >
          {children}
        </select>
      </div>
      {message ? (
        <p id={messageId} className={cx('ui-field__message', `ui-field__message--${message.kind}`)} role={invalid ? 'alert' : undefined}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
