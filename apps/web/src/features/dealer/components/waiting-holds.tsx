import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { companyNumberText } from '../../../lib/company-number';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { useConfirmImportHolds, useWaitingHolds } from '../api/notifications';
import '../problem-messages';
import { HeldRowCells } from './held-row-cells';
import { Pager } from './pager';

/** The review list's anchor on the imports page (the notices link to it). */
export const REVIEW_ANCHOR = 'review';
const PAGE_SIZE = 25;

/**
 * Tells the dealer that imported rows wait for their review (issue #45 item 8), with how many, linking to the review
 * list: on the company's dashboard (`companyId`, to its imports page) and above the list itself (`here`, to its anchor).
 * Nothing when none waits, or when the count cannot be read (the imports page says why on its own).
 */
export function WaitingHoldsNotice({ companyId, here = false, progress = 0 }: { companyId?: number; here?: boolean; progress?: number }) {
  const lang = useLang();
  const waiting = useWaitingHolds(companyId, 1, 1, progress);
  const total = waiting.data?.total ?? 0;
  if (total === 0) return null;
  const link = <Plural value={total} one="Review it" other="Review them" />;
  return (
    <div data-notice="waiting-holds">
      <Alert variant="warning">
        <Plural value={total} one="# imported row is waiting for your review: it is not published." other="# imported rows are waiting for your review: they are not published." />
        {' '}
        {here || companyId === undefined ? <a href={`#${REVIEW_ANCHOR}`}>{link}</a> : (
          <Link to="/$lang/company/$companyId/inventory-imports" params={{ lang, companyId: String(companyId) }} hash={REVIEW_ANCHOR}>{link}</Link>
        )}
      </Alert>
    </div>
  );
}

/**
 * The review list (issue #45 item 8): every row still held over the imports (newest import first), each with its
 * file, line and reasons, confirmed one by one here. A row the dealer imported again, corrected or not, left the list:
 * the later import's row stands instead.
 */
export function WaitingHolds({ companyId, progress }: { companyId?: number; progress: number }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const waiting = useWaitingHolds(companyId, page, PAGE_SIZE, progress);
  const confirm = useConfirmImportHolds();
  if (!waiting.data || waiting.data.total === 0) return null;
  const staff = companyId === undefined;
  const pages = Math.max(1, Math.ceil(waiting.data.total / PAGE_SIZE));
  return (
    <section id={REVIEW_ANCHOR} aria-label={t`Rows waiting for review`}>
      <h2><Trans>Rows waiting for review</Trans></h2>
      <p><Trans>Correct these rows in your file and import them again (the new row replaces the one held), or confirm them as they are.</Trans></p>
      <table className="dealer-table">
        <thead>
          <tr>
            <th><Trans>File</Trans></th>{staff ? <th><Trans>Company no.</Trans></th> : null}<th><Trans>Line</Trans></th><th><Trans>VIN</Trans></th>
            <th><Trans>Year</Trans></th><th><Trans>Kilometres</Trans></th><th><Trans>Price</Trans></th><th><Trans>Why</Trans></th><th />
          </tr>
        </thead>
        <tbody>
          {waiting.data.items.map((h) => (
            <tr key={`${h.importId}:${h.line}`} data-waiting={`${h.importId}:${h.line}`}>
              <td>{h.fileName} ({f.longDate(h.importedAt)})</td>
              {staff ? <td>{companyNumberText(h.companyId)}</td> : null}
              <HeldRowCells hold={h} />
              <td className="dealer-actions">
                <Button size="small" variant="outlined" disabled={confirm.isPending} onClick={() => confirm.mutate({ importId: h.importId, lines: [h.line] })}>
                  <Trans>Confirm and publish</Trans>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
      {confirm.isError ? <Alert variant="error">{i18n._(problemMessage(confirm.error))}</Alert> : null}
    </section>
  );
}
