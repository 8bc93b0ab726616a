import { Trans } from '@lingui/react/macro';
import { TextField, type TextFieldProps } from '@marketplace/ui';
import { useState } from 'react';

/** A password field's show/hide toggle ("Show password" / "Hide password" for screen readers): the input type and the button. */
export function usePasswordToggle() {
  const [visible, setVisible] = useState(false);
  return {
    type: visible ? 'text' : 'password',
    endAdornment: (
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
    ),
  };
}

/** A libs/ui TextField for a password, with the toggle (no form library: the login page, ADR 0031). */
export function PasswordTextField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  return <TextField {...props} {...usePasswordToggle()} />;
}
