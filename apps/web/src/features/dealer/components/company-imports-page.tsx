import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@marketplace/ui';
import { useDocumentTitle } from '../../../lib/hooks';
import './dealer.css';
import { InventoryImports } from './inventory-imports';

/**
 * `/{lang}/company/{companyId}/inventory-imports` (ADR 0034): the company uploads its inventory CSV itself and follows
 * its imports (progress, counts, row errors by line and column), with the staff's notifications screen's parts.
 */
export function CompanyImportsPage({ companyId }: { companyId: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Inventory imports`);
  return (
    <Card className="dealer">
      <h1 className="page__title"><Trans>Inventory imports</Trans></h1>
      <p className="page__intro">
        <Trans>
          Upload a CSV file of your vehicles: each valid row becomes a vehicle of your inventory, and each row with an error is listed with its line
          and column, without stopping the others.
        </Trans>
      </p>
      <InventoryImports companyId={companyId} />
    </Card>
  );
}
