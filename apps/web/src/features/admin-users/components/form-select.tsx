import { useLingui } from '@lingui/react';
import { SelectField, type SelectFieldProps } from '@marketplace/ui';
import { get, useFormContext, useFormState, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { validationMessage } from '../../../lib/validation';

/** react-hook-form binding of libs/ui SelectField (inside <FormProvider>), with the touched-only error rule. */
export function FormSelectField<T extends FieldValues>({
  name,
  options,
  ...props
}: Omit<SelectFieldProps, 'name' | 'error' | 'touched' | 'ref' | 'value' | 'defaultValue'> & { name: Path<T>; options?: RegisterOptions<T, Path<T>> }) {
  const { i18n } = useLingui();
  const { register } = useFormContext<T>();
  const { errors, touchedFields, isSubmitted } = useFormState<T>({ name });
  const descriptor = validationMessage((get(errors, name) as { message?: string } | undefined)?.message);
  return (
    <SelectField
      {...props}
      {...register(name, options)}
      error={descriptor ? i18n._(descriptor) : null}
      touched={Boolean(get(touchedFields, name)) || isSubmitted}
    />
  );
}
