import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@marketplace/ui';
import { useDocumentTitle } from '../../../lib/hooks';
import './dealer.css';
import { InventoryImports } from './inventory-imports';

/**
 * Notifications (spec §2 admin and vehiclesTeam `notifications`; issue #14 item 5): dealer inventory feed imports. Staff
 * import a company's CSV; each import shows its progress while it runs, then its errors by section, line and column.
 */
export function NotificationsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Notifications`);
  return (
    <Card className="dealer">
      <h1 className="page__title"><Trans>Notifications</Trans></h1>
      <InventoryImports />
    </Card>
  );
}
