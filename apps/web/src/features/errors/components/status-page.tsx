import { Trans } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/hooks';
import { useLang } from '../../../lib/use-lang';

/** Layout shared by the 401 and 404 pages: a code, a message and the buttons Go back and My dashboard. */
export function StatusPage({ code, title, message }: { code: string; title: string; message: ReactNode }) {
  const router = useRouter();
  const lang = useLang();
  useDocumentTitle(title);
  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/$lang', params: { lang } });
  };
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      <p className="status-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 id="status-page-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__text">{message}</p>
      <div className="status-page__actions">
        <Button variant="outlined" onClick={goBack}>
          <Trans>Go back</Trans>
        </Button>
        <Button asChild>
          <Link to="/$lang/customer/dashboard" params={{ lang }}>
            <Trans>My dashboard</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
