import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useBrand } from '../../../lib/brand/brand-context';
import { useLang } from '../../../lib/use-lang';

/** Spec §1–2: copyright, all rights reserved, reproduction without consent prohibited, links to terms, privacy and FAQ. */
export function SiteFooter() {
  const { t } = useLingui();
  const lang = useLang();
  const brand = useBrand();
  const year = new Date().getFullYear();
  const owner = brand.legalName;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__legal">
          <p>
            <span>
              © {year} {owner}
            </span>{' '}
            <Trans>All rights reserved.</Trans>
          </p>
          <p>
            <Trans>Any reproduction, in whole or in part, without written consent is prohibited.</Trans>
          </p>
        </div>
        <nav className="site-footer__links" aria-label={t`Legal information`}>
          <Link to="/$lang/terms-and-conditions" params={{ lang }}>
            <Trans>Terms & conditions</Trans>
          </Link>
          <Link to="/$lang/privacy-policy" params={{ lang }}>
            <Trans>Privacy policy</Trans>
          </Link>
          <Link to="/$lang/faq" params={{ lang }}>
            <Trans>FAQ</Trans>
          </Link>
        </nav>
      </div>
    </footer>
  );
}
