import { useCallback, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import { useHydrated } from './hydrated';

export interface FieldMessageInput {
  error?: string | null;
  touched?: boolean;
  helperText?: string | null;
  /** True while the field holds no text. */
  empty: boolean;
}

/**
 * The validation display rule of spec §5: an error shows only once the field is touched; otherwise the helper text
 * shows, and it disappears as soon as typing starts (it comes back if the field is emptied again).
 */
export function fieldMessage({ error, touched, helperText, empty }: FieldMessageInput): { kind: 'error' | 'helper'; text: string } | null {
  if (error && touched) return { kind: 'error', text: error };
  if (helperText && empty) return { kind: 'helper', text: helperText };
  return null;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  error?: string | null;
  /** Set once the user has left the field (or tried to submit the form). */
  touched?: boolean;
  helperText?: string | null;
  /** Rendered at the end of the input (a show-password toggle, a unit). */
  endAdornment?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function TextField({
  label,
  error,
  touched = false,
  helperText,
  endAdornment,
  fullWidth = true,
  id,
  className,
  onChange,
  ref,
  required,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const messageId = `${inputId}-message`;
  const inner = useRef<HTMLInputElement | null>(null);
  const initial = input.value ?? input.defaultValue;
  const [uncontrolledEmpty, setUncontrolledEmpty] = useState(initial === undefined || initial === null || String(initial) === '');
  // Controlled inputs follow the value; uncontrolled ones track the DOM.
  const empty = input.value !== undefined ? input.value === null || String(input.value) === '' : uncontrolledEmpty;

  // Form libraries may write the value straight into the DOM (uncontrolled inputs): read it after mount.
  useLayoutEffect(() => {
    if (inner.current) setUncontrolledEmpty(inner.current.value === '');
  }, []);

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inner.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setUncontrolledEmpty(event.target.value === '');
    onChange?.(event);
  };

  const message = fieldMessage({ error, touched, helperText, empty });
  const invalid = message?.kind === 'error';
  // Read-only until the app has hydrated a page the server rendered (hydrated.ts): what is typed is then kept.
  const hydrated = useHydrated();

  return (
    <div className={cx('ui-field', fullWidth && 'ui-field--full', invalid && 'ui-field--invalid', input.disabled && 'ui-field--disabled', className)}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="ui-field__control">
        <input
          {...input}
          readOnly={input.readOnly || !hydrated}
          data-hydrating={hydrated ? undefined : ''}
          ref={setRefs}
          id={inputId}
          required={required}
          className="ui-field__input"
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={handleChange}
        />
        {endAdornment ? <span className="ui-field__adornment">{endAdornment}</span> : null}
      </div>
      {message ? (
        <p id={messageId} className={cx('ui-field__message', `ui-field__message--${message.kind}`)} role={invalid ? 'alert' : undefined}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  error?: string | null;
  touched?: boolean;
  /** Shown under the label, outside it (e.g. a button that opens the terms). */
  extra?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label and the same touched-only error rule. */
export function CheckboxField({ label, error, touched = false, extra, id, className, ref, ...input }: CheckboxFieldProps) {
  const hydrated = useHydrated();
  const autoId = useId();
  const inputId = id ?? `check-${autoId}`;
  const messageId = `${inputId}-message`;
  const invalid = Boolean(error && touched);
  return (
    <div className={cx('ui-checkbox', invalid && 'ui-checkbox--invalid', className)}>
      <div className="ui-checkbox__row">
        <input
          {...input}
          disabled={input.disabled || !hydrated}
          data-hydrating={hydrated ? undefined : ''}
          ref={ref}
          id={inputId}
          type="checkbox"
          className="ui-checkbox__input"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
        />
        <label htmlFor={inputId} className="ui-checkbox__label">
          {label}
        </label>
      </div>
      {extra ? <div className="ui-checkbox__extra">{extra}</div> : null}
      {invalid ? (
        <p id={messageId} className="ui-field__message ui-field__message--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
