import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../lib/hooks';
import { StaffReturnsPanel } from './staff-returns-panel';

/** The staff's transaction screen for deliveries and 7-day money-back returns (issue #16 item 8). */
export function StaffReturnsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Deliveries and 7-day returns`);
  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>Deliveries and returns</Trans>
      </h1>
      <StaffReturnsPanel />
    </div>
  );
}
