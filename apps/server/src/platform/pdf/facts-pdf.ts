import { formatKilometres, formatLongDate, formatMoney, pdfText } from '@marketplace/domain';
import { renderPdf } from './render-pdf';

export type PdfLanguage = 'en' | 'fr';

/** One language's page of a facts document: a title, a reference line, labelled values, then notes. */
export interface FactsPage {
  readonly title: string;
  /** "Transaction: …": a label and its value, written with the language's colon. */
  readonly reference: readonly [label: string, value: string];
  readonly rows: readonly (readonly [label: string, value: string])[];
  readonly notes: readonly string[];
}

/**
 * A short bilingual document (a receipt, an appraisal, a pre-qualification result): the reader's language first,
 * then the other on its own page. Standard fonts only (no font files to load).
 */
export function renderFactsPdf(o: { brandName: string; subject: string; first: PdfLanguage; page: (lang: PdfLanguage) => FactsPage }): Promise<Buffer> {
  const langs: readonly PdfLanguage[] = o.first === 'fr' ? ['fr', 'en'] : ['en', 'fr'];
  const firstPage = o.page(o.first);
  return renderPdf({ info: { Title: firstPage.title, Author: o.brandName, Subject: o.subject }, lang: o.first === 'fr' ? 'fr-CA' : 'en-CA' }, (doc) => {
    langs.forEach((lang, i) => {
      const p = lang === o.first ? firstPage : o.page(lang);
      if (i > 0) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(18).text(`${o.brandName} – ${p.title}`).moveDown(0.5);
      doc.font('Helvetica').fontSize(10).text(labelled(lang, ...p.reference)).moveDown();
      doc.fontSize(12);
      for (const [label, value] of p.rows) doc.font('Helvetica-Bold').text(labelled(lang, label, ''), { continued: true }).font('Helvetica').text(value);
      doc.moveDown().fontSize(10);
      p.notes.forEach((note, n) => doc.text(note).moveDown(n < p.notes.length - 1 ? 0.5 : 0));
    });
  });
}

/** "Label: value" in English, "Libellé : valeur" in French (a space before the colon; a plain one for the PDF fonts). */
export const labelled = (lang: PdfLanguage, label: string, value: string): string => `${label}${lang === 'fr' ? ' :' : ':'} ${value}`;

/** Money in a PDF, in the page's language: whole dollars or cents as asked. */
export function pdfMoney(lang: PdfLanguage, cents: number, fractionDigits: 0 | 2 = 0): string {
  return pdfText(formatMoney(cents, lang, { cents: fractionDigits === 2 }));
}

/** The long date (spec §9) in a PDF: a 'YYYY-MM-DD' date as is, an instant read in the province's time zone (ADR 0060). */
export function pdfLongDate(lang: PdfLanguage, value: string, province?: string | null): string {
  return pdfText(formatLongDate(value, lang, { province }));
}

/** Kilometres in a PDF: "240,000 km" / "240 000 km". */
export const pdfKilometres = (lang: PdfLanguage, km: number): string => pdfText(formatKilometres(km, lang));
