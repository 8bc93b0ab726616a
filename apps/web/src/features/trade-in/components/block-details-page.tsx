import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, LoadingArea } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import '../problem-messages';
import { useAddTradeIn, useBlockItem } from '../api/block';
import { PROVINCE_LABELS } from './labels';
import { TradeInPriceHistory } from './price-history';
import './trade-in.css';
import { formatLongDate } from '../../../lib/dates';

/**
 * /{lang}/block/vehicle-details/{guid} (dealers and staff: a dealer may take it) and
 * /{lang}/block-management/trade-in-details/{guid} (team members, super admins: with its price history).
 */
export function BlockDetailsPage({ tradeInId, management }: { tradeInId: string; management: boolean }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const lang = useLang();
  const item = useBlockItem(tradeInId);
  const add = useAddTradeIn();
  const [error, setError] = useState<string | null>(null);
  const back = (
    <Link to={management ? '/$lang/block-management' : '/$lang/block'} params={{ lang }}>
      {management ? <Trans>Back to block management</Trans> : <Trans>Back to the block</Trans>}
    </Link>
  );
  if (item.isError) {
    return (
      <Card className="trade-in">
        <h1>{t`Trade-in details`}</h1>
        <Alert variant="error">{i18n._(problemMessage(item.error))}</Alert>
        {back}
      </Card>
    );
  }
  if (item.isPending) return <LoadingArea />;
  const v = item.data;
  const rows: [string, string][] = [
    [t`Year`, String(v.year)], [t`Make`, v.make], [t`Model`, v.model], [t`Trim`, v.trim ?? '—'],
    [t`Mileage (km)`, v.mileage === null ? '—' : f.number(v.mileage)],
    [t`Province`, v.province ? (PROVINCE_LABELS[v.province] ? i18n._(PROVINCE_LABELS[v.province]) : v.province) : '—'],
    [t`Estimated value`, `${f.dollars(v.priceLow)} – ${f.dollars(v.priceHigh)}`], [t`Confirmed value`, f.dollars(v.value)],
    [t`Photos`, String(v.photos)], [t`Confirmed on`, formatLongDate(v.confirmedAt, i18n.locale)],
  ];
  return (
    <Card className="trade-in" data-trade-in={v.tradeInId}>
      <h1>{v.year} {v.make} {v.model} {v.trim ?? ''}</h1>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <table className="trade-in__table" aria-label={t`Trade-in details`}>
        <tbody>{rows.map(([label, value]) => <tr key={label}><th scope="row">{label}</th><td>{value}</td></tr>)}</tbody>
      </table>
      {v.inventoryCompanyId !== null ? <p><Trans>Taken by company {v.inventoryCompanyId}</Trans></p> : null}
      {!management && v.inventoryCompanyId === null ? (
        <div className="trade-in__actions">
          <Button loading={add.isPending} onClick={() => void add.mutateAsync(v.tradeInId).then(() => item.refetch(), (e) => setError(i18n._(problemMessage(e))))}>
            <Trans>Add to my inventory</Trans>
          </Button>
        </div>
      ) : null}
      {management ? (
        <>
          <h2><Trans>Price history</Trans></h2>
          <TradeInPriceHistory tradeInId={v.tradeInId} />
        </>
      ) : null}
      <p>{back}</p>
    </Card>
  );
}
