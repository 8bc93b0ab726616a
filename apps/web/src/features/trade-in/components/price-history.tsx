import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Alert, LoadingArea } from '@marketplace/ui';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { useTradeInPriceHistory } from '../api/value-rules';
import { formatDateTime } from '../../../lib/dates';

const CAUSE_LABELS: Record<string, MessageDescriptor> = {
  model: msg`Appraisal`, adviser: msg`Adviser`, inspection: msg`After inspection`, rule: msg`Value rule`,
};

/** Every value one trade-in had (appraisal, adviser, inspection, rules), oldest first: staff only. */
export function TradeInPriceHistory({ tradeInId }: { tradeInId: string }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const history = useTradeInPriceHistory(tradeInId);
  if (history.isError) return <Alert variant="error">{i18n._(problemMessage(history.error))}</Alert>;
  if (history.isPending) return <LoadingArea />;
  return (
    <table className="trade-in__table" aria-label={t`Price history of the trade-in`} data-testid="trade-in-price-history">
      <thead>
        <tr><th><Trans>Date</Trans></th><th><Trans>Cause</Trans></th><th><Trans>Value</Trans></th><th><Trans>Range</Trans></th><th><Trans>Reason</Trans></th></tr>
      </thead>
      <tbody>
        {history.data.items.map((h) => (
          <tr key={h.version}>
            <td>{formatDateTime(h.at, i18n.locale)}</td>
            <td>{i18n._(CAUSE_LABELS[h.cause] ?? msg`Change`)}</td>
            <td>{f.dollars(h.value)}</td>
            <td>{f.dollars(h.priceLow)} – {f.dollars(h.priceHigh)}</td>
            <td>{h.reason ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
