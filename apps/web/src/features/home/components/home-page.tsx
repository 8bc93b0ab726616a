import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { brandText, useBrand } from '../../../lib/brand/brand-context';
import { useDocumentTitle } from '../../../lib/hooks';
import { inventoryHref } from '../../../lib/links';
import { useSession } from '../../../lib/session/session';
import { useLang } from '../../../lib/use-lang';

/** Landing page: what the product does, and the ways in (inventory, login or dashboard, dealer sign-up). */
export function HomePage({ dealerSignup }: { dealerSignup?: ReactNode }) {
  const { t } = useLingui();
  const lang = useLang();
  const brand = useBrand();
  const { user } = useSession();
  const name = brandText(brand.name, lang);
  useDocumentTitle(null);

  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <div className="home__hero-text">
          <h1 id="home-title" className="home__title">
            <Trans>Your next vehicle, bought online with {name}</Trans>
          </h1>
          <p className="home__lead">
            <Trans>
              Browse the inventory, lock a vehicle for 30 minutes while you complete your purchase, reserve it with a $250 fully refundable deposit, trade in your
              current vehicle and get financing — all online.
            </Trans>
          </p>
          <div className="home__actions">
            <Button asChild size="large">
              <a href={inventoryHref(lang, { userGuid: user?.User_Guid })}>
                <Trans>Browse the inventory</Trans>
              </a>
            </Button>
            {user ? (
              <Button asChild size="large" variant="outlined">
                <Link to="/$lang/customer/dashboard" params={{ lang }}>
                  <Trans>My dashboard</Trans>
                </Link>
              </Button>
            ) : (
              <Button asChild size="large" variant="outlined">
                <Link to="/$lang/login" params={{ lang }}>
                  <Trans>Login</Trans>
                </Link>
              </Button>
            )}
          </div>
        </div>
        <ol className="home__hero-steps" aria-label={t`Buying online in three steps`}>
          <li>
            <strong>
              <Trans>30 minutes</Trans>
            </strong>
            <span>
              <Trans>The vehicle is held for you while you complete your purchase.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>$250 deposit</Trans>
            </strong>
            <span>
              <Trans>Fully refundable; it reserves the vehicle for 5 days.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>Signed online</Trans>
            </strong>
            <span>
              <Trans>Trade-in, financing and contract, without leaving home.</Trans>
            </span>
          </li>
        </ol>
      </section>

      <section className="home__features" aria-label={t`How it works`}>
        <article className="home__feature">
          <h2>
            <Trans>Buy or lease online</Trans>
          </h2>
          <p>
            <Trans>Choose cash, finance or lease, a protection plan, and pickup or delivery. Sign your contract online.</Trans>
          </p>
        </article>
        <article className="home__feature">
          <h2>
            <Link to="/$lang/trade-in" params={{ lang }} className="home__feature-link">
              <Trans>Trade in your vehicle</Trans>
            </Link>
          </h2>
          <p>
            <Trans>Get an estimate by VIN or by vehicle details, and apply it to your purchase.</Trans>
          </p>
        </article>
        <article className="home__feature">
          <h2>
            <Link to="/$lang/credit-application" params={{ lang }} className="home__feature-link">
              <Trans>Get pre-qualified</Trans>
            </Link>
          </h2>
          <p>
            <Trans>Check your financing options and your credit score without leaving home.</Trans>
          </p>
        </article>
      </section>

      {dealerSignup ? (
        <section className="home__dealers" aria-labelledby="home-dealers-title">
          <h2 id="home-dealers-title">
            <Trans>Are you a dealer?</Trans>
          </h2>
          <p>
            <Trans>Sell your vehicles online and receive qualified leads.</Trans>
          </p>
          {dealerSignup}
        </section>
      ) : null}
    </div>
  );
}
