import { Trans, useLingui } from '@lingui/react/macro';
import { TeamPage } from './team-page';

/** Spec §2 vehiclesTeam/notifications: a placeholder until the dealer module brings notifications (honest empty state). */
export function NotificationsPage() {
  const { t } = useLingui();
  return (
    <TeamPage title={t`Notifications`}>
      <div className="empty-state">
        <h2>
          <Trans>Coming with the dealer module</Trans>
        </h2>
        <p>
          <Trans>Vehicle import notifications and their errors arrive with the dealer tools. Nothing is collected or sent from this page yet.</Trans>
        </p>
      </div>
    </TeamPage>
  );
}
