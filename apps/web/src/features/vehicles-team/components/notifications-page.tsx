import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/hooks';
import { TeamNav } from './team-nav';
import './vehicles-team.css';

/** Spec §2 vehiclesTeam/notifications: a placeholder until the dealer module brings notifications (honest empty state). */
export function NotificationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Notifications`);
  return (
    <div className="page team-page">
      <TeamNav />
      <h1 className="page__title">
        <Trans>Notifications</Trans>
      </h1>
      <div className="empty-state">
        <h2>
          <Trans>Coming with the dealer module</Trans>
        </h2>
        <p>
          <Trans>Vehicle import notifications and their errors arrive with the dealer tools. Nothing is collected or sent from this page yet.</Trans>
        </p>
      </div>
    </div>
  );
}
