import { Trans, useLingui } from '@lingui/react/macro';
import type { TradeInDetails } from '@marketplace/contracts/trade-in/trade-in.routes';
import { Alert, Button, CheckboxField, LoadingArea } from '@marketplace/ui';
import { useState } from 'react';
import { problemMessage } from '../../../lib/problem-messages';
import { useEquipments } from '../api/equipments-by-vehicle-id';
import { useSaveFeatures } from '../api/trade-in-commands';

/** Step 3: the equipment the vehicle has (the trim's standard items are ticked to start with). */
export function FeaturesStep({ tradeIn, onDone }: { tradeIn: TradeInDetails; onDone: () => void }) {
  const { i18n } = useLingui();
  const trimId = tradeIn.vehicle.trimId;
  const equipment = useEquipments({ vehicleId: trimId ?? 1 }, trimId !== null);
  const save = useSaveFeatures();
  const [chosen, setChosen] = useState<Set<string> | null>(tradeIn.equipmentCodes ? new Set(tradeIn.equipmentCodes) : null);
  const [error, setError] = useState<string | null>(null);
  if (trimId !== null && equipment.isPending) return <LoadingArea />;
  const items = equipment.data?.items ?? [];
  const selected = chosen ?? new Set(items.filter((e) => e.standard).map((e) => e.code));
  const french = i18n.locale.startsWith('fr');

  const toggle = (code: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(code);
    else next.delete(code);
    setChosen(next);
  };
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ tradeInId: tradeIn.tradeInId, expectedVersion: tradeIn.version, equipmentCodes: [...selected] });
      onDone();
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="trade-in__form">
      {error ? <Alert variant="error">{error}</Alert> : null}
      {items.length === 0 ? <p><Trans>No equipment list for this vehicle: continue.</Trans></p> : null}
      <fieldset className="trade-in__equipment">
        <legend><Trans>Equipment list</Trans></legend>
        {items.map((e) => (
          <CheckboxField key={e.code} name={e.code} label={french ? e.nameFr : e.nameEn} checked={selected.has(e.code)} onChange={(ev) => toggle(e.code, ev.target.checked)} />
        ))}
      </fieldset>
      <Button type="submit" loading={save.isPending}><Trans>Continue</Trans></Button>
    </form>
  );
}
