import { Trans } from '@lingui/react/macro';
import type { FieldValues, Path } from 'react-hook-form';
import { useState, type ComponentProps } from 'react';
import { FormTextField } from '../../../lib/forms';

/** A password field with a show/hide toggle ("Show password" / "Hide password" for screen readers). */
export function PasswordInput<T extends FieldValues>(props: Omit<ComponentProps<typeof FormTextField<T>>, 'type'> & { name: Path<T> }) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField<T>
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button type="button" className="password-toggle" onClick={() => setVisible((v) => !v)}>
          {visible ? (
            <Trans>
              Hide<span className="ui-visually-hidden"> password</span>
            </Trans>
          ) : (
            <Trans>
              Show<span className="ui-visually-hidden"> password</span>
            </Trans>
          )}
        </button>
      }
    />
  );
}
