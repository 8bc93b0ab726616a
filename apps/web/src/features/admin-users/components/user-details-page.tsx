import { Trans, useLingui } from '@lingui/react/macro';
import { UserType } from '@marketplace/domain/shared';
import { Card, Spinner } from '@marketplace/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { auditSearchHref } from '../../../lib/audit-link';
import { companyNumberText } from '../../../lib/company-number';
import { languagesQuery } from '../../../lib/config/languages-query';
import { useDocumentTitle } from '../../../lib/hooks';
import { QueryState } from '../../../lib/query-state';
import type { SessionUser } from '../../../lib/session/api/current-user';
import { useLang } from '../../../lib/use-lang';
import { adminProblemMessage } from '../problem-messages';
import { useOtherUserDetails } from '../api/get-other-user-details';
import { useUserDetails, type AdminUserDetails } from '../api/get-user-details';
import { useUserTypes } from '../api/get-user-types';
import { formatDateTime, userDisplayName, userStatusLabel, userTypeLabel } from '../labels';
import { LoginAsDialog } from './login-as-dialog';
import { UserAccessForm } from './user-access-form';
import { UserDevices } from './user-devices';

export interface UserDetailsPageProps {
  userId: string;
  /** The signed-in administrator. */
  caller: SessionUser;
  /** After "login as this user" succeeded (the session is already the user's). */
  onImpersonated: (user: SessionUser) => Promise<void> | void;
}

/** One user in users management: details, access (type, status, company, sections), devices, login as this user. */
export function UserDetailsPage({ userId, caller, onImpersonated }: UserDetailsPageProps) {
  const { t } = useLingui();
  const lang = useLang();
  const details = useUserDetails(userId);
  const types = useUserTypes();
  const name = details.data ? userDisplayName(details.data) : '';
  useDocumentTitle(name ? t`User ${name}` : t`User`);

  return (
    <div className="page page--medium">
      <p className="back-link">
        <Link to="/$lang/admin/users" params={{ lang }} activeOptions={{ exact: true }}>
          <Trans>Back to users</Trans>
        </Link>
      </p>
      <QueryState query={details} empty={null} errorMessage={adminProblemMessage}>
        {(user) => (
          <>
            <div className="page-header">
              <h1 className="page__title">{name || <Trans>(no name)</Trans>}</h1>
              {user.UserTypeId !== UserType.SuperAdmin ? <LoginAs userId={userId} name={name} onImpersonated={onImpersonated} /> : null}
            </div>
            <p>
              <a href={auditSearchHref(lang, userId)}>
                <Trans>Transactions and history in the audit console</Trans>
              </a>
            </p>
            <div className="stack-lg">
              <Card aria-labelledby="user-summary">
                <h2 id="user-summary" className="card-title">
                  <Trans>Details</Trans>
                </h2>
                <UserSummary user={user} />
              </Card>
              <Card aria-labelledby="user-access">
                <h2 id="user-access" className="card-title">
                  <Trans>Access</Trans>
                </h2>
                {user.Deleted ? (
                  <p>
                    <Trans>This account was deleted: its access cannot change.</Trans>
                  </p>
                ) : (
                  <QueryState query={types} empty={null} errorMessage={adminProblemMessage}>
                    {(list) => <UserAccessForm key={`${user.User_Guid}`} user={user} types={list} callerTypeId={caller.UserTypeId} />}
                  </QueryState>
                )}
              </Card>
              <Card aria-labelledby="user-devices">
                <h2 id="user-devices" className="card-title">
                  <Trans>Devices</Trans>
                </h2>
                <UserDevices userId={userId} userName={name || (user.Email ?? '')} />
              </Card>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}

/** Offered only when the server says the caller may impersonate this user (never a super admin, nor oneself). */
function LoginAs({ userId, name, onImpersonated }: { userId: string; name: string; onImpersonated: UserDetailsPageProps['onImpersonated'] }) {
  const other = useOtherUserDetails(userId);
  if (other.isPending) return <Spinner size="small" />;
  if (!other.data?.CanImpersonate || other.data.UserTypeId === UserType.SuperAdmin) return null;
  return <LoginAsDialog userId={userId} name={name || (other.data.Email ?? '')} onStarted={onImpersonated} />;
}

function UserSummary({ user }: { user: AdminUserDetails }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const { data: languages } = useQuery(languagesQuery);
  const language = languages?.find((l) => l.id === user.Language_Id)?.name ?? String(user.Language_Id);
  const yes = <Trans>Yes</Trans>;
  const no = <Trans>No</Trans>;
  const rows: Array<[ReactNode, ReactNode]> = [
    [<Trans key="email">Email</Trans>, user.Email ?? '—'],
    [<Trans key="username">User name</Trans>, user.UserName ?? '—'],
    [<Trans key="type">User type</Trans>, i18n._(userTypeLabel(user.UserTypeId))],
    [<Trans key="status">Status</Trans>, i18n._(userStatusLabel(user.ValueDomain_ID_UsersStatus))],
    [<Trans key="activated">Email confirmed</Trans>, user.EmailVerified ? yes : no],
    [<Trans key="phone-verified">Phone confirmed</Trans>, user.PhoneVerified ? yes : no],
    [<Trans key="phone">Phone</Trans>, user.Phone || '—'],
    [<Trans key="cell">Cell</Trans>, user.Cell || '—'],
    [<Trans key="postal">Postal code</Trans>, user.PostalCode || '—'],
    [<Trans key="language">Language</Trans>, language],
    [<Trans key="company">Company number</Trans>, companyNumberText(user.Company_ID)],
    [<Trans key="created">Created</Trans>, formatDateTime(user.DateCreated, lang)],
  ];
  return (
    <dl className="details-list">
      {rows.map(([term, value], i) => (
        <div key={i} className="details-list__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
