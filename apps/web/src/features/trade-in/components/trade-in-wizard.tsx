import { Trans, useLingui } from '@lingui/react/macro';
import type { TradeInDetails } from '@marketplace/contracts/trade-in/trade-in.routes';
import { Alert, Button, Card, LoadingArea, Stepper } from '@marketplace/ui';
import { useState } from 'react';
import { problemMessage } from '../../../lib/problem-messages';
import '../problem-messages';
import { useCurrentTradeIn } from '../api/get-current-trade-in';
import { useDiscardTradeIn } from '../api/trade-in-commands';
import { BasicInformationStep } from './basic-information-step';
import { ConditionStep } from './condition-step';
import { FeaturesStep } from './features-step';
import { PhotosEstimateStep } from './photos-estimate-step';
import { VehicleStep } from './vehicle-step';
import './trade-in.css';

/**
 * /{lang}/trade-in: the 5-step appraisal wizard (spec §2). Each step is saved as events; an unfinished trade-in can be
 * continued or started over.
 */
/** A vehicle to start from (the garage's "Trade it in"); every field optional, as text. */
export type TradeInPrefill = Partial<Record<'vin' | 'year' | 'makeId' | 'modelId' | 'trimId' | 'mileage', string>>;

/** The vehicle a prefill names is the trade-in's (same VIN, or same year and model). */
function sameVehicle(vehicle: TradeInDetails['vehicle'], prefill: TradeInPrefill): boolean {
  if (prefill.vin) return vehicle.vin === prefill.vin.toUpperCase();
  return String(vehicle.year) === prefill.year && String(vehicle.modelId ?? '') === (prefill.modelId ?? '');
}

export function TradeInWizard({ prefill = {}, vehicleId }: { prefill?: TradeInPrefill; vehicleId?: string }) {
  const { t, i18n } = useLingui();
  const current = useCurrentTradeIn();
  const discard = useDiscardTradeIn();
  /** The step shown; null: the furthest step the trade-in reached. */
  const [shown, setShown] = useState<number | null>(null);
  /** Set once the customer chose to continue, started over, or started a trade-in on this page. */
  const [resumed, setResumed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The trade-in this page created: until the read shows it, an older one is not shown in its place. */
  const [createdId, setCreatedId] = useState<string | null>(null);
  if (current.isPending) return <LoadingArea />;
  const latest: TradeInDetails | null = current.data?.tradeIn ?? null;
  // "Trade it in" from the garage names a car: another car's appraisal is not reopened, a new one starts (step 1).
  const forOtherCar = prefill.year !== undefined && latest !== null && !sameVehicle(latest.vehicle, prefill);
  const tradeIn: TradeInDetails | null = (createdId ? latest?.tradeInId === createdId : !forOtherCar) ? latest : null;
  const step = shown ?? (tradeIn ? tradeIn.step : 1);
  const steps = [
    { key: 'vehicle', label: t`Vehicle`, minutes: 1 },
    { key: 'basic-information', label: t`Basic information`, minutes: 2 },
    { key: 'features', label: t`Vehicle features`, minutes: 2 },
    { key: 'condition', label: t`Condition and history`, minutes: 3 },
    { key: 'estimate', label: t`Photos and estimate`, minutes: 2 },
  ];
  const startOver = async () => {
    setError(null);
    try {
      if (tradeIn) await discard.mutateAsync({ tradeInId: tradeIn.tradeInId });
      setShown(1);
      setResumed(true);
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
  const next = (n: number) => () => setShown(n);
  // An unconfirmed offer can be revisited: a changed answer replaces it with a new estimate (the server drops it).
  const editable = tradeIn !== null && (tradeIn.status === 'draft' || tradeIn.status === 'appraised');
  // Created, but the read still answers without it (the server's projection trails on a loaded host, even after the
  // client asked again): say so and offer to read again, rather than show step 1's form again under "step 2".
  const saving = shown !== null && shown > 1 && !tradeIn;
  const created = (tradeInId: string) => {
    setCreatedId(tradeInId);
    setResumed(true);
    setShown(2);
  };

  return (
    <Card className="trade-in">
      <h1><Trans>Trade-in</Trans></h1>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {tradeIn && !resumed && tradeIn.status === 'draft' ? (
        <Alert variant="info">
          <p><Trans>You have an unfinished trade-in ({tradeIn.vehicle.year} {tradeIn.vehicle.make} {tradeIn.vehicle.model}).</Trans></p>
          <div className="trade-in__actions">
            <Button onClick={() => setResumed(true)}><Trans>Continue</Trans></Button>
            <Button variant="secondary" loading={discard.isPending} onClick={() => void startOver()}><Trans>Start over</Trans></Button>
          </div>
        </Alert>
      ) : (
        <>
          <Stepper steps={steps} current={step - 1} label={t`Trade-in steps`} />
          {/* Before the answers it is about, not under their Continue button. */}
          {tradeIn?.status === 'appraised' && step > 1 && step < 5 ? (
            <Alert variant="info"><Trans>Changing an answer replaces your estimate: you get a new one at the last step.</Trans></Alert>
          ) : null}
          {saving ? (
            <Alert variant="info">
              <p><Trans>Your trade-in is still being saved.</Trans></p>
              <Button variant="secondary" loading={current.isFetching} onClick={() => void current.refetch()}><Trans>Try again</Trans></Button>
            </Alert>
          ) : null}
          {forOtherCar && !tradeIn && !saving ? (
            <Alert variant="info"><Trans>This starts a new appraisal for this car. Your earlier appraisals stay in your documents.</Trans></Alert>
          ) : null}
          {(step === 1 || !tradeIn) && !saving ? <VehicleStep prefill={prefill} onCreated={created} /> : null}
          {tradeIn && step === 2 ? <BasicInformationStep key={tradeIn.version} tradeIn={tradeIn} mileage={prefill.mileage} onDone={next(3)} onAdviser={next(5)} /> : null}
          {tradeIn && step === 3 ? <FeaturesStep key={tradeIn.version} tradeIn={tradeIn} onDone={next(4)} /> : null}
          {tradeIn && step === 4 ? <ConditionStep key={tradeIn.version} tradeIn={tradeIn} onDone={next(5)} /> : null}
          {tradeIn && step === 5 ? <PhotosEstimateStep tradeIn={tradeIn} vehicleId={vehicleId} /> : null}
          {tradeIn && step > 1 && editable ? (
            <div className="trade-in__actions">
              <Button variant="secondary" onClick={() => setShown(step - 1)}><Trans>Back</Trans></Button>
              {tradeIn.status === 'draft' ? <Button variant="secondary" onClick={() => void startOver()}><Trans>Start over</Trans></Button> : null}
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
