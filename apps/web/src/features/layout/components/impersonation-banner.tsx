import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@marketplace/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import '../../../lib/account-problem-messages';
import { ImpersonationNotice } from '../../../lib/impersonation-notice';
import { problemMessage } from '../../../lib/problem-messages';
import { isAllowed } from '../../../lib/session/access';
import { endImpersonation } from '../../../lib/session/api/end-impersonation';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { useRefreshSession, useReplaceSession, useSession } from '../../../lib/session/session';
import { useLang } from '../../../lib/use-lang';

/** "Marie Gagnon (marie@example.ca)", or whichever of the name and email the user has. */
export function actingAsName(user: Pick<SessionUser, 'FirstName' | 'LastName' | 'UserName' | 'Email'>): string {
  const name = [user.FirstName, user.LastName].map((p) => p?.trim()).filter(Boolean).join(' ');
  const email = user.Email?.trim() || user.UserName?.trim() || '';
  if (name && email) return `${name} (${email})`;
  return name || email;
}

/**
 * While an administrator acts as another user (the session user carries `Impersonator_Guid`), every page says so and
 * offers to end it: POST /api/state/end-impersonation signs the administrator back in; the session is then reloaded
 * and the administrator returns to the user's page in users management.
 */
export function ImpersonationBanner() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const { user } = useSession();
  const replaceSession = useReplaceSession();
  const refreshSession = useRefreshSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!user?.Impersonator_Guid) return null;
  const name = actingAsName(user);
  const impersonated = user.User_Guid;

  const end = async () => {
    setPending(true);
    setError(null);
    try {
      const admin = await endImpersonation();
      replaceSession(admin);
      const reloaded = (await refreshSession()) ?? admin;
      if (isAllowed(reloaded, 'admin')) await navigate({ to: '/$lang/admin/users/$userId', params: { lang, userId: impersonated } });
      else await navigate({ to: '/$lang/customer/dashboard', params: { lang } });
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="impersonation-banner" aria-label={t`Impersonation`}>
      <div className="impersonation-banner__inner">
        <p className="impersonation-banner__text">
          <strong>
            <Trans>You are acting as {name}</Trans>
          </strong>{' '}
          <span>
            <ImpersonationNotice name={name} />
          </span>
        </p>
        <Button size="small" variant="secondary" loading={pending} onClick={() => void end()}>
          <Trans>End impersonation</Trans>
        </Button>
      </div>
      {error ? <Alert variant="error">{error}</Alert> : null}
    </section>
  );
}
