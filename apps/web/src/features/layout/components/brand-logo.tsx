import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { brandText, useBrand } from '../../../lib/brand/brand-context';
import { logoTarget } from '../../../lib/brand/resolve-brand';
import { inventoryHref } from '../../../lib/links';
import { useSession } from '../../../lib/session/session';
import { useLang } from '../../../lib/use-lang';

/**
 * The brand logo in the language of the page. In the public layout a click leads to the brand's home site,
 * by default the inventory (spec §2); in the authenticated layout it leads to the customer dashboard.
 */
export function BrandLogo({ target = 'home' }: { target?: 'home' | 'dashboard' }) {
  const brand = useBrand();
  const lang = useLang();
  const { t } = useLingui();
  const { user } = useSession();
  const name = brandText(brand.name, lang);
  const image = <img className="brand-logo__image" src={brandText(brand.logo, lang)} alt={name} width={160} height={40} />;

  if (target === 'dashboard') {
    return (
      <Link className="brand-logo" to="/$lang/customer/dashboard" params={{ lang }} aria-label={t`${name} – My dashboard`}>
        {image}
      </Link>
    );
  }
  return (
    <a className="brand-logo" href={logoTarget(brand, inventoryHref(lang, { userGuid: user?.User_Guid }))} aria-label={t`${name} – Home`}>
      {image}
    </a>
  );
}
