import { Trans } from '@lingui/react/macro';
import { Button, Card } from '@marketplace/ui';
import { inventoryHref } from '../../../lib/links';

/** Spec §8: "Oops, this vehicle is not available for now", with the way back to the inventory. */
export function NotAvailable({ lang }: { lang: string }) {
  return (
    <Card className="page page--narrow" role="alert">
      <h1 className="page__title">
        <Trans>Oops, this vehicle is not available for now</Trans>
      </h1>
      <p className="page__intro">
        <Trans>Another buyer is purchasing it at the moment. It may become available again soon.</Trans>
      </p>
      <Button asChild variant="primary">
        <a href={inventoryHref(lang)}>
          <Trans>Return to inventory</Trans>
        </a>
      </Button>
    </Card>
  );
}
