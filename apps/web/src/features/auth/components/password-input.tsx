import type { FieldValues, Path } from 'react-hook-form';
import type { ComponentProps } from 'react';
import { FormTextField } from '../../../lib/forms';
import { usePasswordToggle } from './password-toggle';

/** A password field with a show/hide toggle, bound to react-hook-form. */
export function PasswordInput<T extends FieldValues>(props: Omit<ComponentProps<typeof FormTextField<T>>, 'type'> & { name: Path<T> }) {
  return <FormTextField<T> {...props} {...usePasswordToggle()} />;
}
