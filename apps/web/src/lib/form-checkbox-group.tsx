import { useLingui } from '@lingui/react';
import { CheckboxField } from '@marketplace/ui';
import { useId, type ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { validationMessage } from './validation';

export interface CheckboxOption {
  readonly value: number;
  readonly label: ReactNode;
  readonly disabled?: boolean;
}

/**
 * Checkboxes bound to one `number[]` field of a react-hook-form form (use inside <FormProvider>): checking adds the
 * value, unchecking removes it. Several groups may share one field (one fieldset per category). The field's error
 * code (lib/validation) shows under the group once the form was submitted. Not in lib/forms.tsx: the first page
 * loads that module, and only tool screens need this one.
 */
export function FormCheckboxGroup<T extends FieldValues>({
  name,
  legend,
  options,
  className,
}: {
  name: Path<T>;
  legend: ReactNode;
  options: readonly CheckboxOption[];
  className?: string;
}) {
  const { i18n } = useLingui();
  const { control } = useFormContext<T>();
  const { errors, isSubmitted } = useFormState({ name });
  const errorId = useId();
  const fieldError = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const descriptor = validationMessage(fieldError?.message ?? fieldError?.root?.message);
  const error = descriptor && isSubmitted ? i18n._(descriptor) : null;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const value = (field.value ?? []) as number[];
          return (
            <>
              {options.map((o) => (
                <CheckboxField
                  key={o.value}
                  name={field.name}
                  label={o.label}
                  checked={value.includes(o.value)}
                  disabled={o.disabled}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))}
                />
              ))}
            </>
          );
        }}
      />
      {error ? (
        <p id={errorId} className="ui-field__message ui-field__message--error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
