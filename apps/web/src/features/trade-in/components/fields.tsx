import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '../../../lib/forms';
import { validationMessage } from '../../../lib/validation';

/**
 * Trade-in fields (spec §5): while a field is empty its helper reads Required / Requis; its error shows only once it
 * was touched, under the field, in the page's language.
 */
export function TradeInTextField<T extends FieldValues>(props: { name: Path<T>; label: ReactNode } & Omit<Parameters<typeof FormTextField<T>>[0], 'name' | 'label' | 'helperText'>) {
  const { t } = useLingui();
  return <FormTextField<T> {...props} helperText={t`Required`} required />;
}

/** A controlled select: a value set before its options arrive (a decoded VIN) shows once they do. */
export function TradeInSelect<T extends FieldValues>({ name, label, children, optional }: { name: Path<T>; label: ReactNode; children: ReactNode; optional?: boolean }) {
  const { t, i18n } = useLingui();
  const { control } = useFormContext<T>();
  const { errors, touchedFields, isSubmitted } = useFormState({ name });
  const descriptor = validationMessage((get(errors, name) as { message?: string } | undefined)?.message);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const empty = field.value === '' || field.value === undefined || field.value === null;
        return (
          <SelectField
            label={label}
            required={!optional}
            name={field.name}
            ref={field.ref}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            helperText={!optional && empty ? t`Required` : null}
            error={descriptor ? i18n._(descriptor) : null}
            touched={Boolean(get(touchedFields, name)) || isSubmitted}
          >
            {children}
          </SelectField>
        );
      }}
    />
  );
}
