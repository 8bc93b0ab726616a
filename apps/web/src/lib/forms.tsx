import { useLingui } from '@lingui/react';
import { CheckboxField, SelectField, TextField, type CheckboxFieldProps, type SelectFieldProps, type TextFieldProps } from '@marketplace/ui';
import { useId, type ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { formatPhone } from '@marketplace/domain/shared';
import { validationMessage } from './validation';

/**
 * react-hook-form bindings for libs/ui fields (use inside <FormProvider>). A field counts as touched once the user
 * left it or tried to submit the form, so a submit with empty fields shows every "Required".
 */
function useFieldState(name: string) {
  const { i18n } = useLingui();
  const { errors, touchedFields, isSubmitted } = useFormState({ name });
  const code = (get(errors, name) as { message?: string } | undefined)?.message;
  const descriptor = validationMessage(code);
  return {
    error: descriptor ? i18n._(descriptor) : null,
    touched: Boolean(get(touchedFields, name)) || isSubmitted,
  };
}

type FieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'touched' | 'ref' | 'onChange' | 'onBlur' | 'value' | 'defaultValue'> & {
  name: Path<T>;
  label: ReactNode;
};

export function FormTextField<T extends FieldValues>({ name, ...props }: FieldProps<T>) {
  const { register } = useFormContext<T>();
  const state = useFieldState(name);
  return <TextField {...props} {...register(name)} {...state} />;
}

/** Formats as NNN NNN-NNNN while typing (spec §5). */
export function FormPhoneField<T extends FieldValues>({ name, ...props }: FieldProps<T>) {
  const { control } = useFormContext<T>();
  const state = useFieldState(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...props}
          {...state}
          type="tel"
          inputMode="tel"
          autoComplete={props.autoComplete ?? 'tel-national'}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(formatPhone(event.target.value))}
        />
      )}
    />
  );
}

export function FormCheckbox<T extends FieldValues>({ name, ...props }: Omit<CheckboxFieldProps, 'name' | 'error' | 'touched' | 'ref'> & { name: Path<T> }) {
  const { register } = useFormContext<T>();
  const state = useFieldState(name);
  return <CheckboxField {...props} {...register(name)} {...state} />;
}

/**
 * A controlled select: its value is set again when options arrive later (a value list still loading), where a
 * registered select would keep showing the empty choice.
 */
export function FormSelectField<T extends FieldValues>({ name, ...props }: Omit<SelectFieldProps, 'name' | 'error' | 'touched' | 'ref' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & { name: Path<T> }) {
  const { control } = useFormContext<T>();
  const state = useFieldState(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField {...props} {...state} name={field.name} ref={field.ref} value={(field.value as string | undefined) ?? ''} onBlur={field.onBlur} onChange={(event) => field.onChange(event.target.value)} />
      )}
    />
  );
}

/** A multi-line field (a message, an answer) with the TextField's label, required mark and error. */
export function FormTextAreaField<T extends FieldValues>({ name, label, required, rows = 5, maxLength }: { name: Path<T>; label: ReactNode; required?: boolean; rows?: number; maxLength?: number }) {
  const { register } = useFormContext<T>();
  const { error, touched } = useFieldState(name);
  const id = `area-${useId()}`;
  const shown = touched ? error : null;
  return (
    <div className={`ui-field ui-field--full${shown ? ' ui-field--invalid' : ''}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
        {required ? <span className="ui-field__required" aria-hidden="true"> *</span> : null}
      </label>
      <div className="ui-field__control">
        <textarea
          {...register(name)}
          id={id}
          className="ui-field__input ui-field__input--multiline"
          rows={rows}
          maxLength={maxLength}
          required={required}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-message` : undefined}
        />
      </div>
      {shown ? (
        <p id={`${id}-message`} className="ui-field__message ui-field__message--error" role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
