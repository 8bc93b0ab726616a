import { Trans } from '@lingui/react/macro';
import { Card } from '@marketplace/ui';
import { useNavigate } from '@tanstack/react-router';
import { useLang } from '../../../lib/use-lang';
import { VehicleStep } from './vehicle-step';
import './trade-in.css';

/** /{lang}/get-an-offer (trade-in brand): the vehicle by VIN or details starts a standalone trade-in, finished on its form. */
export function GetAnOfferPage() {
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <Card className="trade-in">
      <h1><Trans>Get an offer</Trans></h1>
      <p><Trans>Enter your VIN or choose your vehicle. You then add six photos and verify your phone to get your offer.</Trans></p>
      <VehicleStep standalone onCreated={(guid) => void navigate({ to: '/$lang/trade-in-form/$guid', params: { lang, guid } })} />
    </Card>
  );
}
