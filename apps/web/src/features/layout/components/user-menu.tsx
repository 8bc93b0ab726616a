import { Trans, useLingui } from '@lingui/react/macro';
import { UserType } from '@marketplace/domain/shared';
import { Button, Menu, MenuGroup, MenuItem, MenuSeparator } from '@marketplace/ui';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { currentTransaction, useCustomerTransactions } from '../../../lib/api/customer-transactions';
import { ChevronDownIcon, PersonIcon } from '../../../lib/icons';
import { displayName } from '../../../lib/session/access';
import { useLogout, useSession } from '../../../lib/session/session';
import { useLang } from '../../../lib/use-lang';
import { useHeaderPopup } from './header-popup-state';

const AUTH_PAGES = /^\/[^/]+\/(login|signup|recover|reset-password|create-password)(\/|$)/;

/** Spec §2 user menu: a login button for visitors; for signed-in users their name and the menu (width 300). */
export function UserMenu() {
  const { t } = useLingui();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const logout = useLogout();
  const transactions = useCustomerTransactions(user?.User_Guid ?? null, { enabled: Boolean(user?.EmailVerified && user.Active) });
  const transaction = currentTransaction(transactions.data);
  const menu = useHeaderPopup('account-menu');
  // "Contact us" opens a dialog that the header popups' provider draws (it outlives this header).
  const contact = useHeaderPopup('contact-us');

  if (isLoading) return <span className="header-placeholder" aria-hidden="true" />;

  if (!user) {
    const here = `${location.pathname}${location.searchStr}`;
    return (
      <Button asChild variant="primary" size="small">
        <Link to="/$lang/login" params={{ lang }} search={AUTH_PAGES.test(location.pathname) ? {} : { referer: here }}>
          <Trans>Login</Trans>
        </Link>
      </Button>
    );
  }

  const name = displayName(user);
  const onLogout = async () => {
    await logout();
    await navigate({ to: '/$lang/login', params: { lang } });
  };

  return (
    <Menu
      {...menu}
      label={t`Account`}
      width={300}
      trigger={
        <Button variant="text" className="header-button" startIcon={<PersonIcon />} aria-label={t`Account menu of ${name}`}>
          <span className="header-button__text">{name}</span>
          <ChevronDownIcon />
        </Button>
      }
    >
      {transaction ? (
        <MenuGroup className="transaction-card">
          <p className="transaction-card__title">
            <Trans>Current transaction</Trans>
          </p>
          <div className="transaction-card__vehicle">
            {transaction.PhotoUrl ? <img className="transaction-card__photo" src={transaction.PhotoUrl} alt="" width={96} height={64} /> : null}
            <p className="transaction-card__name">
              {[transaction.Year, transaction.Make, transaction.Model].filter(Boolean).join(' ')}
              {transaction.Version ? <span className="transaction-card__version">{transaction.Version}</span> : null}
            </p>
          </div>
          <MenuItem asChild className="transaction-card__continue">
            <a href={`/${lang}/buy-online?vehicleId=${encodeURIComponent(String(transaction.SourceId))}`}>
              <Trans>Continue</Trans>
            </a>
          </MenuItem>
          <MenuSeparator />
        </MenuGroup>
      ) : null}
      <MenuItem asChild>
        <Link to="/$lang/customer/dashboard" params={{ lang }}>
          <Trans>Dashboard</Trans>
        </Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to="/$lang/customer/garage" params={{ lang }}>
          <Trans>My garage</Trans>
        </Link>
      </MenuItem>
      {user.UserTypeId === UserType.SuperAdmin ? (
        <MenuItem asChild>
          <Link to="/$lang/customer/credit-applications" params={{ lang }}>
            <Trans>Credit applications</Trans>
          </Link>
        </MenuItem>
      ) : null}
      <MenuItem asChild>
        <Link to="/$lang/customer/transaction-history" params={{ lang }}>
          <Trans>Transaction history</Trans>
        </Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to="/$lang/customer/profile" params={{ lang }}>
          <Trans>Profile</Trans>
        </Link>
      </MenuItem>
      <MenuSeparator />
      <MenuItem asChild>
        <Link to="/$lang/terms-and-conditions" params={{ lang }}>
          <Trans>Terms & conditions</Trans>
        </Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to="/$lang/privacy-policy" params={{ lang }}>
          <Trans>Privacy policy</Trans>
        </Link>
      </MenuItem>
      <MenuItem onSelect={() => contact.onOpenChange(true)}>
        <Trans>Contact us</Trans>
      </MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={() => void onLogout()}>
        <Trans>Logout</Trans>
      </MenuItem>
    </Menu>
  );
}
