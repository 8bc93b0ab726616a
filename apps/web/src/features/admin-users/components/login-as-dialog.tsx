import { Trans, useLingui } from '@lingui/react/macro';
import { getOtherUserTokenRoute } from '@marketplace/contracts/identity/session.routes';
import { Alert, Button, Dialog } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormTextAreaField } from '../../../lib/forms';
import { ImpersonationNotice } from '../../../lib/impersonation-notice';
import { adminProblemMessage } from '../problem-messages';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { useReplaceSession } from '../../../lib/session/session';
import { startImpersonation } from '../api/get-other-user-token';

const ReasonSchema = getOtherUserTokenRoute.query.pick({ reason: true });
type ReasonValues = z.input<typeof ReasonSchema>;

/**
 * "Login as another user" after a confirmation modal (spec §2, §6) that asks why (ADR 0078). The server records the
 * reason on the ImpersonationStarted event, ends the administrator's session and starts one as the user (never a super
 * admin); the app then forgets everything cached for the administrator and stores the user, and the impersonation
 * banner, in the dialog's own words, offers the way back.
 */
export function LoginAsDialog({ userId, name, onStarted }: { userId: string; name: string; onStarted: (user: SessionUser) => Promise<void> | void }) {
  const { t, i18n } = useLingui();
  const replaceSession = useReplaceSession();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ReasonValues>({ resolver: formResolver(ReasonSchema), defaultValues: { reason: '' }, mode: 'onTouched' });

  const confirm = form.handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      const user = await startImpersonation(userId, reason);
      replaceSession(user);
      setOpen(false);
      await onStarted(user);
    } catch (e) {
      setError(i18n._(adminProblemMessage(e)));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setError(null);
          form.reset();
        }
      }}
      size="small"
      trigger={
        <Button variant="outlined">
          <Trans>Login as this user</Trans>
        </Button>
      }
      title={t`Login as another user`}
      description={t`You are about to log in as ${name}. Your own session ends until you end the impersonation.`}
      actions={
        <>
          <Button variant="text" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="login-as-form" loading={form.formState.isSubmitting}>
            <Trans>Login as {name}</Trans>
          </Button>
        </>
      }
    >
      <p className="login-as__notice">
        <ImpersonationNotice name={name} />
      </p>
      <FormProvider {...form}>
        <form id="login-as-form" onSubmit={(e) => void confirm(e)} noValidate>
          <FormTextAreaField<ReasonValues> name="reason" label={t`Reason`} rows={3} maxLength={500} required />
        </form>
      </FormProvider>
      {error ? <Alert variant="error">{error}</Alert> : null}
    </Dialog>
  );
}
