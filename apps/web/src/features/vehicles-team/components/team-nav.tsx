import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLang } from '../../../lib/use-lang';

/**
 * The vehicles team's tools, one link each (the drawer shows sections 4, 5 and 23; the catalogue and price-guide
 * screens have no drawer section of their own in this group, so they are reached from here).
 */
export function TeamNav() {
  const { t } = useLingui();
  const lang = useLang();
  const links = [
    { to: '/$lang/vehiclesTeam/vehicles', label: t`Vehicles` },
    { to: '/$lang/vehiclesTeam/Images', label: t`Images` },
    { to: '/$lang/vehiclesTeam/catalogue', label: t`Models and colours` },
    { to: '/$lang/vehiclesTeam/equipment', label: t`Equipment` },
    { to: '/$lang/vehiclesTeam/price-guides', label: t`Price guides` },
    { to: '/$lang/vehiclesTeam/notifications', label: t`Notifications` },
  ] as const;
  return (
    <nav className="team-nav" aria-label={t`Vehicles team tools`}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              params={{ lang }}
              className="team-nav__link"
              activeProps={{ className: 'team-nav__link team-nav__link--active', 'aria-current': 'page' }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
