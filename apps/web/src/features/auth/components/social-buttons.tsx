import { Trans } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { runtimeConfig } from '../../../lib/runtime-config';

/**
 * "Continue with Google / Facebook" (issue #19) on login and signup, only for the providers the server has
 * credentials for (runtime config). Plain links: the server starts the code flow and redirects to the provider.
 */
export function SocialButtons({ lang, providers = runtimeConfig().socialProviders }: { lang: string; providers?: readonly ('google' | 'facebook')[] }) {
  if (providers.length === 0) return null;
  return (
    <div className="social-buttons">
      {providers.map((p) => (
        <Button key={p} asChild variant="outlined" fullWidth className={`social-button social-button--${p}`}>
          <a href={`/api/auth/${p}/start?lang=${lang}`}>{p === 'google' ? <Trans>Continue with Google</Trans> : <Trans>Continue with Facebook</Trans>}</a>
        </Button>
      ))}
      <p className="social-buttons__or">
        <Trans>or</Trans>
      </p>
    </div>
  );
}
