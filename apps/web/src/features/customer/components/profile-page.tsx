import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/hooks';
import type { SessionUser } from '../../../lib/session/session';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { ExportDataSection } from './export-data-section';
import { ProfileForm } from './profile-form';
import { SignInMethodsSection } from './sign-in-methods-section';

export interface ProfilePageProps {
  user: SessionUser;
  onProfileSaved: () => Promise<unknown> | void;
  onAccountClosed: (mode: 'deactivate' | 'delete') => Promise<void> | void;
  /** Phone verification by SMS code (composed by the route), shown until the phone is verified. */
  phoneVerification?: ReactNode;
}

export function ProfilePage({ user, onProfileSaved, onAccountClosed, phoneVerification }: ProfilePageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Profile`);
  return (
    <div className="page page--medium">
      <h1 className="page__title">
        <Trans>Profile</Trans>
      </h1>
      <div className="stack-lg">
        <Card aria-labelledby="profile-personal">
          <h2 id="profile-personal" className="card-title">
            <Trans>Personal information</Trans>
          </h2>
          <ProfileForm user={user} onSaved={onProfileSaved} />
        </Card>
        {phoneVerification && !user.PhoneVerified ? (
          <Card aria-labelledby="profile-phone">
            <h2 id="profile-phone" className="card-title">
              <Trans>Verify my phone</Trans>
            </h2>
            <p>
              <Trans>We send a 6-digit code by text message to confirm that this number is yours.</Trans>
            </p>
            {phoneVerification}
          </Card>
        ) : null}
        <Card aria-labelledby="profile-password">
          <h2 id="profile-password" className="card-title">
            <Trans>Change my password</Trans>
          </h2>
          <ChangePasswordForm />
        </Card>
        <Card aria-labelledby="profile-export">
          <h2 id="profile-export" className="card-title">
            <Trans>My data</Trans>
          </h2>
          <ExportDataSection />
        </Card>
        <SignInMethodsSection />
        <Card aria-labelledby="profile-account">
          <h2 id="profile-account" className="card-title">
            <Trans>My account</Trans>
          </h2>
          <DeleteAccountSection onDone={onAccountClosed} />
        </Card>
      </div>
    </div>
  );
}
