import { Trans } from '@lingui/react/macro';
import { Alert } from '@marketplace/ui';

export function NoVehicleChosen() {
  return (
    <Alert variant="info">
      <Trans>Choose a vehicle in the inventory to buy it online.</Trans>
    </Alert>
  );
}

export function OrderNotFound() {
  return (
    <Alert variant="info">
      <Trans>We can't find this order.</Trans>
    </Alert>
  );
}
