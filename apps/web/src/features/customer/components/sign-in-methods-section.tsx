import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card } from '@marketplace/ui';
import { useState } from 'react';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { useSocialAccounts, useUnlinkSocialAccount } from '../api/social-accounts';

const NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/** Profile › sign-in methods (issue #19; shown when the server has a provider): link Google or Facebook, or unlink it while another way in remains. */
export function SignInMethodsSection() {
  const { i18n } = useLingui();
  const lang = useLang();
  const methods = useSocialAccounts();
  const unlink = useUnlinkSocialAccount();
  const [error, setError] = useState<string | null>(null);
  const providers = methods.data?.Providers ?? [];
  if (providers.length === 0) return null;
  const onUnlink = async (provider: 'google' | 'facebook') => {
    setError(null);
    try {
      await unlink.mutateAsync(provider);
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
  return (
    <Card aria-labelledby="profile-sign-in">
      <h2 id="profile-sign-in" className="card-title">
        <Trans>Sign-in methods</Trans>
      </h2>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <ul className="sign-in-methods">
        {providers.map(({ Provider: p, Linked: linked }) => (
          <ProviderRow key={p} provider={p} linked={linked} lang={lang} unlinking={unlink.isPending && unlink.variables === p} onUnlink={() => void onUnlink(p)} />
        ))}
      </ul>
    </Card>
  );
}

function ProviderRow({ provider, linked, lang, unlinking, onUnlink }: { provider: 'google' | 'facebook'; linked: boolean; lang: string; unlinking: boolean; onUnlink: () => void }) {
  const name = NAMES[provider];
  return (
    <li className="form-row form-row--between">
      <span>{linked ? <Trans>{name}: linked</Trans> : <Trans>{name}: not linked</Trans>}</span>
      {linked ? (
        <Button size="small" variant="outlined" loading={unlinking} onClick={onUnlink}>
          <Trans>Unlink {name}</Trans>
        </Button>
      ) : (
        <Button asChild size="small" variant="outlined">
          <a href={`/api/auth/${provider}/start?lang=${lang}&mode=link`}>
            <Trans>Link {name}</Trans>
          </a>
        </Button>
      )}
    </li>
  );
}
