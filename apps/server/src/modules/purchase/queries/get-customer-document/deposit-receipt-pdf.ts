import type { ExistingTransaction } from '@marketplace/domain';
import { pdfLongDate, pdfMoney, renderFactsPdf, type PdfLanguage } from '../../../../platform/pdf/facts-pdf';
import type { Payments } from '../../../../platform/payments/payments.port';

export interface DepositReceipt {
  readonly transactionId: string;
  readonly vehicle: string;
  readonly amount: number;
  readonly cardLast4: string | null;
  readonly paidAt: string;
  readonly reservationEndsAt: string;
  readonly refunded: boolean;
}

const T = {
  en: {
    title: 'Deposit receipt', ref: 'Transaction', vehicle: 'Vehicle', amount: 'Deposit paid', card: 'Card', paid: 'Paid on', reserved: 'Reserved until',
    refunded: 'Refund', note: 'The deposit is refundable: it is refunded if the reservation ends without a signed contract, or on request.',
  },
  fr: {
    title: 'Reçu de dépôt', ref: 'Transaction', vehicle: 'Véhicule', amount: 'Dépôt payé', card: 'Carte', paid: 'Payé le', reserved: "Réservé jusqu'au",
    refunded: 'Remboursement', note: "Le dépôt est remboursable : il est remboursé si la réservation se termine sans contrat signé, ou sur demande.",
  },
} as const;

/** The deposit receipt as a bilingual PDF, the buyer's language first (issue #16 items 2 and 6: amount, last 4 digits, end date). */
export function renderDepositReceiptPdf(r: DepositReceipt, first: PdfLanguage, brandName: string): Promise<Buffer> {
  return renderFactsPdf({
    brandName, subject: r.transactionId, first,
    page: (lang) => {
      const t = T[lang];
      return {
        title: t.title, reference: [t.ref, r.transactionId],
        rows: [
          [t.vehicle, r.vehicle],
          [t.amount, pdfMoney(lang, r.amount, 2)],
          ...(r.cardLast4 ? [[t.card, `•••• ${r.cardLast4}`] as const] : []),
          [t.paid, pdfLongDate(lang, r.paidAt)],
          [t.reserved, pdfLongDate(lang, r.reservationEndsAt)],
          ...(r.refunded ? [[t.refunded, lang === 'fr' ? 'remboursé' : 'refunded'] as const] : []),
        ],
        notes: [t.note],
      };
    },
  });
}

/**
 * A transaction's deposit receipt, drawn from its state (the card's last 4 digits asked of Stripe); null before the
 * deposit is paid. The buyer's documents and the dispute evidence (issue #46) both take it from here.
 */
export async function depositReceiptOf(
  transactionId: string, state: ExistingTransaction, o: { payments: Payments; reservationMinutes: number; first: PdfLanguage; brand: string },
): Promise<Buffer | null> {
  const d = state.deposit;
  if (!d.paid || !d.paidAt) return null;
  return renderDepositReceiptPdf({
    transactionId, vehicle: `${state.vehicle.year} ${state.vehicle.make} ${state.vehicle.model}`, amount: d.amount,
    cardLast4: d.paymentIntentId ? await o.payments.paidCard(d.paymentIntentId).then((c) => c?.last4 ?? null, () => null) : null, paidAt: d.paidAt,
    reservationEndsAt: new Date(Date.parse(d.paidAt) + o.reservationMinutes * 60_000).toISOString(), refunded: d.refunded,
  }, o.first, o.brand);
}
