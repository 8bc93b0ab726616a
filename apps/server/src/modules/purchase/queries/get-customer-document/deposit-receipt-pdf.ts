import { pdfLongDate, pdfMoney, renderFactsPdf, type PdfLanguage } from '../../../../platform/pdf/facts-pdf';

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
