import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerDocument, getCustomerDocumentsRoute } from '@marketplace/contracts/purchase/documents.routes';
import type { RouteResult } from '../../../lib/api-route';
import { formatLongDate } from '../../../lib/dates';
import { useLang } from '../../../lib/use-lang';

const KIND = {
  contract: msg`Purchase contract`,
  deposit_receipt: msg`Deposit receipt`,
  trade_in_appraisal: msg`Trade-in appraisal`,
  prequalification: msg`Credit pre-qualification result`,
} as const satisfies Record<CustomerDocument['kind'], ReturnType<typeof msg>>;

/** The documents (PDF links in the reader's language) and the licences on file, as "My documents" and the dashboard list them. */
export function DocumentsList({ data, limit }: { data: RouteResult<typeof getCustomerDocumentsRoute>; limit?: number }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const items = limit === undefined ? data.items : data.items.slice(0, limit);
  return (
    <ul className="dashboard-card__list">
      {items.map((d) => {
        const what = i18n._(KIND[d.kind]);
        const date = formatLongDate(d.date, lang);
        const vehicle = d.vehicle;
        return (
          <li key={`${d.kind}:${d.id}`}>
            <a href={`${d.url}?language=${lang}`} target="_blank" rel="noreferrer">
              {vehicle ? <Trans>{what}: {vehicle}</Trans> : what}
            </a>{' '}
            ({date})
          </li>
        );
      })}
      {limit === undefined
        ? data.licences.map(({ transactionId, vehicle, confirmed }) => (
            <li key={`licence:${transactionId}`}>
              {confirmed ? <Trans>Driver's licence for the {vehicle}: on file</Trans> : <Trans>Driver's licence for the {vehicle}: uploaded, not confirmed yet</Trans>}
            </li>
          ))
        : null}
    </ul>
  );
}
