import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../lib/format';
import { HOLD_REASON_LABELS } from '../labels';

/** What a row held for review shows of itself, in the import's review table and in the company's list of waiting rows. */
export interface HeldRowFacts {
  readonly line: number;
  readonly vin: string;
  readonly year: number | null;
  readonly kilometres: number;
  readonly price: number;
  readonly reasons: readonly (keyof typeof HOLD_REASON_LABELS)[];
}

/** The row's cells: its line, VIN, year, kilometres, price and why it is held. */
export function HeldRowCells({ hold }: { readonly hold: HeldRowFacts }) {
  const { i18n } = useLingui();
  const f = useFormat();
  return (
    <>
      <td>{hold.line}</td>
      <td>{hold.vin}</td>
      <td>{hold.year ?? '—'}</td>
      <td>{f.kilometres(hold.kilometres)}</td>
      <td>{f.money(hold.price)}</td>
      <td>{hold.reasons.map((r) => i18n._(HOLD_REASON_LABELS[r])).join(' ')}</td>
    </>
  );
}
