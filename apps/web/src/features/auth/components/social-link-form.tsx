import { Trans, useLingui } from '@lingui/react/macro';
import { linkPendingSocialRoute } from '@marketplace/contracts/identity/session.mini';
import { Alert, Button } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { callRoute } from '../../../lib/api-route';
import { formResolver } from '../../../lib/form-resolver';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { problemMessage } from '../../../lib/problem-messages';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';

type LinkValues = z.output<typeof linkPendingSocialRoute.body>;

/**
 * The email of the Google or Facebook account belongs to an existing account: it links only once that account's
 * password is proved here (never silently: that would hand the account to whoever controls the provider account).
 */
export function SocialLinkForm({ provider, onSignedIn }: { provider: 'google' | 'facebook'; onSignedIn: (user: SessionUser) => Promise<void> | void }) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LinkValues>({ resolver: formResolver(linkPendingSocialRoute.body), mode: 'onTouched', defaultValues: { Password: '' } });
  const name = provider === 'google' ? 'Google' : 'Facebook';
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const answer = await callRoute(linkPendingSocialRoute, { body });
      if (Number(answer.Status) !== 1) return setError(t`Invalid password or email`);
      await onSignedIn(answer as SessionUser);
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  });
  return (
    <AuthCard title={<Trans>Link your {name} account</Trans>}>
      <p>
        <Trans>An account already uses the email address of your {name} account. Enter its password to link them; next time, {name} signs you in.</Trans>
      </p>
      <FormProvider {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Link your ${name} account`}>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <PasswordInput<LinkValues> name="Password" label={t`Password`} autoComplete="current-password" required />
          <Button type="submit" fullWidth size="large" loading={form.formState.isSubmitting}>
            <Trans>Link and sign in</Trans>
          </Button>
        </form>
      </FormProvider>
    </AuthCard>
  );
}
