import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog } from '@marketplace/ui';
import { useState } from 'react';
import { adminProblemMessage } from '../problem-messages';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { useReplaceSession } from '../../../lib/session/session';
import { startImpersonation } from '../api/get-other-user-token';

/**
 * "Login as another user" after a confirmation modal (spec §2, §6). The server ends the administrator's session and
 * starts one as the user (never a super admin); the app then forgets everything cached for the administrator and
 * stores the user, and the impersonation banner offers the way back.
 */
export function LoginAsDialog({ userId, name, onStarted }: { userId: string; name: string; onStarted: (user: SessionUser) => Promise<void> | void }) {
  const { t, i18n } = useLingui();
  const replaceSession = useReplaceSession();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const user = await startImpersonation(userId);
      replaceSession(user);
      setOpen(false);
      await onStarted(user);
    } catch (e) {
      setError(i18n._(adminProblemMessage(e)));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      size="small"
      trigger={
        <Button variant="outlined">
          <Trans>Login as this user</Trans>
        </Button>
      }
      title={t`Login as another user`}
      description={t`You are about to log in as ${name}. Your own session ends until you end the impersonation, and everything you do is recorded under your administrator account.`}
      actions={
        <>
          <Button variant="text" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={pending} onClick={() => void confirm()}>
            <Trans>Login as {name}</Trans>
          </Button>
        </>
      }
    >
      {error ? <Alert variant="error">{error}</Alert> : null}
    </Dialog>
  );
}
