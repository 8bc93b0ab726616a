import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { inventoryHref } from '../../../lib/links';
import { useLang } from '../../../lib/use-lang';

/**
 * The page of an address the server refuses before any page of the app could use it (ADR 0065): one that does not
 * decode (400) or is too long (414). Rendered by the server alone and sent without the app's scripts: plain links lead
 * on. Nothing of the address is repeated on it.
 */
export function AddressErrorPage({ status }: { status: 400 | 414 }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      <p className="status-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="status-page-title" className="status-page__title">
        {status === 414 ? t`This address is too long` : t`This address is not valid`}
      </h1>
      <p className="status-page__text">
        <Trans>Check the address, or start again from the home page or the inventory.</Trans>
      </p>
      <div className="status-page__actions">
        <Button asChild variant="outlined">
          <a href={`/${lang}/`}>
            <Trans>Home</Trans>
          </a>
        </Button>
        <Button asChild>
          <a href={inventoryHref(lang)}>
            <Trans>Browse the inventory</Trans>
          </a>
        </Button>
      </div>
    </section>
  );
}
