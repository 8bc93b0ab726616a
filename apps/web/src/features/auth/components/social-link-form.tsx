import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@marketplace/ui';
import { useState } from 'react';
import { useLightForm } from '../../../lib/light-form';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { problemMessage } from '../../../lib/problem-messages';
import { AuthCard } from './auth-card';
import { PasswordTextField } from './password-toggle';

/** The check and the request (sign-in-checks.ts) are fetched when the form is first used: zod is not in the login page's first load. */
const signInChecks = () => import('../sign-in-checks');

/**
 * The email of the Google or Facebook account belongs to an existing account: it links only once that account's
 * password is proved here (never silently: that would hand the account to whoever controls the provider account).
 */
export function SocialLinkForm({ provider, onSignedIn }: { provider: 'google' | 'facebook'; onSignedIn: (user: SessionUser) => Promise<void> | void }) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  // Shown on the login page: the light form state, not react-hook-form (ADR 0031).
  const form = useLightForm(async () => (await signInChecks()).socialLinkCheck, { Password: '' });
  const name = provider === 'google' ? 'Google' : 'Facebook';
  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const answer = await (await signInChecks()).sendSocialLink(body);
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
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Link your ${name} account`}>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <PasswordTextField {...form.field('Password')} id="social-link-password" label={t`Password`} autoComplete="current-password" required />
        <Button type="submit" fullWidth size="large" loading={form.isSubmitting}>
          <Trans>Link and sign in</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
