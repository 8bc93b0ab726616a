import type { TradeInState } from '@marketplace/domain';
import { pdfKilometres, pdfLongDate, pdfMoney, renderFactsPdf } from '../../../platform/pdf/facts-pdf';

const T = {
  en: {
    title: 'Trade-in appraisal', ref: 'Trade-in', vehicle: 'Vehicle', vin: 'VIN', km: 'Odometer', province: 'Province', value: 'Appraised value',
    band: 'Range', held: 'Offer held until', confirmed: 'Confirmed on', source: { model: 'Valued by our price guide', adviser: 'Valued by an adviser' },
    note: 'The offer is confirmed after an inspection of the vehicle; an adjustment after inspection is explained to you.',
  },
  fr: {
    title: "Évaluation de l'échange", ref: 'Échange', vehicle: 'Véhicule', vin: 'NIV', km: 'Odomètre', province: 'Province', value: 'Valeur évaluée',
    band: 'Fourchette', held: "Offre garantie jusqu'au", confirmed: 'Confirmée le', source: { model: 'Évalué par notre guide de prix', adviser: 'Évalué par un conseiller' },
    note: "L'offre est confirmée après l'inspection du véhicule; tout ajustement après inspection vous est expliqué.",
  },
} as const;

/** The appraisal of a valued trade-in as a PDF: the customer's language first, then the other (bilingual). */
export function renderAppraisalPdf(state: TradeInState, first: 'en' | 'fr', brandName: string): Promise<Buffer> {
  const offer = state.offer!;
  const v = state.vehicle!;
  return renderFactsPdf({
    brandName, subject: state.tradeInId!, first,
    page: (lang) => {
      const t = T[lang];
      return {
        title: t.title, reference: [t.ref, state.tradeInId ?? ''],
        rows: [
          [t.vehicle, `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ''}`],
          [t.vin, v.vin ?? '—'],
          [t.km, state.basic ? pdfKilometres(lang, state.basic.mileage) : '—'],
          [t.province, state.basic?.province ?? '—'],
          [t.value, pdfMoney(lang, offer.value)],
          [t.band, `${pdfMoney(lang, offer.priceLow)} – ${pdfMoney(lang, offer.priceHigh)}`],
          state.confirmedAt ? [t.confirmed, pdfLongDate(lang, state.confirmedAt, state.basic?.province)] : [t.held, pdfLongDate(lang, offer.expiresAt, state.basic?.province)],
        ],
        notes: [t.source[offer.source], t.note],
      };
    },
  });
}
