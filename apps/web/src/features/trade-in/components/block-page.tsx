import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, LoadingArea, SelectField } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import '../problem-messages';
import { useAddTradeIn, useBlock, useBlockFilters, type BlockFilters } from '../api/block';
import { PROVINCE_LABELS } from './labels';
import './trade-in.css';

/**
 * /{lang}/block (dealers and staff) and /{lang}/block-management (team members, super admins): confirmed trade-ins
 * with filters (year, make, model, province); dealers take one into their inventory.
 */
export function BlockPage({ management }: { management: boolean }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const lang = useLang();
  const [filters, setFilters] = useState<BlockFilters>({});
  const options = useBlockFilters();
  const block = useBlock(filters, management);
  const add = useAddTradeIn();
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof BlockFilters, value: string) => setFilters((f) => {
    const next: Record<string, string | number> = { ...f };
    if (value === '') delete next[key];
    else next[key] = key === 'province' ? value : Number(value);
    return next as BlockFilters;
  });
  const title = management ? t`Block management` : t`The block`;
  if (block.isError) {
    return (
      <Card className="trade-in">
        <h1>{title}</h1>
        <Alert variant="error">{i18n._(problemMessage(block.error))}</Alert>
      </Card>
    );
  }
  const o = options.data;
  return (
    <Card className="trade-in">
      <h1>{title}</h1>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="trade-in__columns" role="search">
        <SelectField label={t`Year`} value={String(filters.year ?? '')} onChange={(e) => set('year', e.target.value)}>
          <option value="">{t`All`}</option>
          {(o?.years ?? []).map((y) => <option key={y} value={y}>{y}</option>)}
        </SelectField>
        <SelectField label={t`Make`} value={String(filters.makeId ?? '')} onChange={(e) => set('makeId', e.target.value)}>
          <option value="">{t`All`}</option>
          {(o?.makes ?? []).map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
        </SelectField>
        <SelectField label={t`Model`} value={String(filters.modelId ?? '')} onChange={(e) => set('modelId', e.target.value)}>
          <option value="">{t`All`}</option>
          {(o?.models ?? []).filter((m) => !filters.makeId || m.makeId === filters.makeId).map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
        </SelectField>
        <SelectField label={t`Province`} value={filters.province ?? ''} onChange={(e) => set('province', e.target.value)}>
          <option value="">{t`All`}</option>
          {(o?.provinces ?? []).map((p) => <option key={p} value={p}>{PROVINCE_LABELS[p] ? i18n._(PROVINCE_LABELS[p]) : p}</option>)}
        </SelectField>
      </div>
      {block.isPending ? <LoadingArea /> : (
        <table className="trade-in__table">
          <thead>
            <tr><th><Trans>Vehicle</Trans></th><th><Trans>Mileage (km)</Trans></th><th><Trans>Province</Trans></th><th><Trans>Estimated value</Trans></th><th><Trans>Actions</Trans></th></tr>
          </thead>
          <tbody>
            {block.data.items.map((item) => (
              <tr key={item.tradeInId} data-trade-in={item.tradeInId}>
                <td>
                  <Link
                    to={management ? '/$lang/block-management/trade-in-details/$guid' : '/$lang/block/vehicle-details/$guid'}
                    params={{ lang, guid: item.tradeInId }}
                  >
                    {item.year} {item.make} {item.model} {item.trim ?? ''}
                  </Link>
                </td>
                <td>{item.mileage === null ? '—' : f.number(item.mileage)}</td>
                <td>{item.province ?? '—'}</td>
                <td>{f.dollars(item.priceLow)} – {f.dollars(item.priceHigh)}</td>
                <td>
                  {management
                    ? (item.inventoryCompanyId ? <Trans>Taken by company {item.inventoryCompanyId}</Trans> : <Trans>On the block</Trans>)
                    : (
                      <Button size="small" loading={add.isPending} onClick={() => void add.mutateAsync(item.tradeInId).catch((e) => setError(i18n._(problemMessage(e))))}>
                        <Trans>Add to my inventory</Trans>
                      </Button>
                    )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {block.data?.items.length === 0 ? <p><Trans>No trade-in matches.</Trans></p> : null}
    </Card>
  );
}
