import type { TradeInState } from '@marketplace/domain';
import { renderPdf } from '../../../platform/pdf/render-pdf';

const T = {
  en: {
    title: 'Trade-in appraisal', ref: 'Trade-in', vehicle: 'Vehicle', vin: 'VIN', km: 'Odometer', province: 'Province', value: 'Appraised value',
    band: 'Range', held: 'Offer held until', source: { model: 'Valued by our price guide', adviser: 'Valued by an adviser' },
    note: 'The offer is confirmed after an inspection of the vehicle; an adjustment after inspection is explained to you.',
  },
  fr: {
    title: "Évaluation de l'échange", ref: 'Échange', vehicle: 'Véhicule', vin: 'NIV', km: 'Odomètre', province: 'Province', value: 'Valeur évaluée',
    band: 'Fourchette', held: "Offre garantie jusqu'au", source: { model: 'Évalué par notre guide de prix', adviser: 'Évalué par un conseiller' },
    note: "L'offre est confirmée après l'inspection du véhicule; tout ajustement après inspection vous est expliqué.",
  },
} as const;

/** The appraisal of a valued trade-in as a PDF: the customer's language first, then the other (bilingual). */
export function renderAppraisalPdf(state: TradeInState, first: 'en' | 'fr', brandName: string): Promise<Buffer> {
  const offer = state.offer!;
  const v = state.vehicle!;
  const langs = first === 'fr' ? (['fr', 'en'] as const) : (['en', 'fr'] as const);
  return renderPdf({ info: { Title: T[first].title, Author: brandName, Subject: state.tradeInId! }, lang: first === 'fr' ? 'fr-CA' : 'en-CA' }, (doc) => {
    langs.forEach((lang, i) => {
      const t = T[lang];
      const locale = lang === 'fr' ? 'fr-CA' : 'en-CA';
      const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(cents / 100);
      if (i > 0) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(18).text(`${brandName} – ${t.title}`).moveDown(0.5);
      doc.font('Helvetica').fontSize(10).text(`${t.ref}: ${state.tradeInId}`).moveDown();
      const rows: [string, string][] = [
        [t.vehicle, `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ''}`],
        [t.vin, v.vin ?? '—'],
        [t.km, state.basic ? `${state.basic.mileage.toLocaleString(locale)} km` : '—'],
        [t.province, state.basic?.province ?? '—'],
        [t.value, money(offer.value)],
        [t.band, `${money(offer.priceLow)} – ${money(offer.priceHigh)}`],
        [t.held, offer.expiresAt.slice(0, 10)],
      ];
      doc.fontSize(12);
      for (const [label, value] of rows) doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
      doc.moveDown().fontSize(10).text(t.source[offer.source]).moveDown(0.5).text(t.note);
    });
  });
}
