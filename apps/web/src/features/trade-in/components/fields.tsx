import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldValues, type Path } from 'react-hook-form';
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

export function TradeInSelect<T extends FieldValues>({ name, label, children, optional }: { name: Path<T>; label: ReactNode; children: ReactNode; optional?: boolean }) {
  const { t, i18n } = useLingui();
  const { register } = useFormContext<T>();
  const { errors, touchedFields, isSubmitted } = useFormState({ name });
  const value = useWatch({ name });
  const descriptor = validationMessage((get(errors, name) as { message?: string } | undefined)?.message);
  const empty = value === '' || value === undefined || value === null;
  return (
    <SelectField
      label={label}
      required={!optional}
      {...register(name)}
      helperText={!optional && empty ? t`Required` : null}
      error={descriptor ? i18n._(descriptor) : null}
      touched={Boolean(get(touchedFields, name)) || isSubmitted}
    >
      {children}
    </SelectField>
  );
}
