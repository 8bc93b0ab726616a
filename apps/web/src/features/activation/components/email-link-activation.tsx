import { Trans } from '@lingui/react/macro';
import { Alert, Button, LoadingArea } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useLang } from '../../../lib/use-lang';
import { useActivateAccountMutation } from '../api/activate-account';

/**
 * `/{lang}/activate/{token}`: activates the account from the confirmation email's link, once.
 * `continueTo` is where Continue leads afterwards (a path of this site: the registration's redirectUrl).
 */
export function EmailLinkActivation({ token, onActivated, continueTo }: { token: string; onActivated: () => Promise<unknown> | void; continueTo: string }) {
  const lang = useLang();
  const mutation = useActivateAccountMutation();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode mounts twice in development: the token is single-use, so send it once.
    if (started.current) return;
    started.current = true;
    mutation.mutate(token, { onSuccess: () => void onActivated() });
  }, [token, mutation, onActivated]);

  if (mutation.isError) {
    return (
      <>
        <Alert variant="error" title={<Trans>We could not activate your account</Trans>}>
          <p>
            <Trans>This activation link is not valid or has already been used. Log in to receive a new one.</Trans>
          </p>
        </Alert>
        <Button asChild>
          <Link to="/$lang/login" params={{ lang }}>
            <Trans>Login</Trans>
          </Link>
        </Button>
      </>
    );
  }
  if (mutation.isSuccess) {
    return (
      <>
        <Alert variant="success" title={<Trans>Your account is activated</Trans>}>
          <p>
            <Trans>Thank you for confirming your email address.</Trans>
          </p>
        </Alert>
        <Button asChild>
          <Link to={continueTo}>
            <Trans>Continue</Trans>
          </Link>
        </Button>
      </>
    );
  }
  return <LoadingArea />;
}
