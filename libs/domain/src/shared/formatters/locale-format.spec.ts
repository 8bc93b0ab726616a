import { calendarDayOf, formatDateTime, formatKilometres, formatLongDate, formatMoney, formatNumber, formatPercent, frenchTypography, localeKeyOf, pdfText } from './locale-format';

/** Intl's spaces made visible: U+202F narrow no-break space, U+00A0 no-break space (French thousands, before % and $). */
const visible = (s: string) => s.replace(/\u202f/g, '⍽').replace(/\u00a0/g, '␣');

describe('locale formatter (ADR 0060)', () => {
  it('writes a percentage the language way: 17.99% / 17,99 %, up to three decimals', () => {
    expect(formatPercent(17.99, 'en-ca')).toBe('17.99%');
    expect(visible(formatPercent(17.99, 'fr-ca'))).toBe('17,99␣%');
    expect(visible(formatPercent(9.975, 'fr-ca'))).toBe('9,975␣%');
    expect(formatPercent(5, 'en-ca')).toBe('5%');
    expect(visible(formatPercent(1.23456, 'fr-CA', { maximumFractionDigits: 2 }))).toBe('1,23␣%');
  });

  it('writes money in cents: whole dollars without cents, cents when there are some, a sign on request', () => {
    expect(formatMoney(2_069_000, 'en-ca')).toBe('$20,690');
    expect(visible(formatMoney(2_069_000, 'fr-ca'))).toBe('20␣690␣$');
    expect(visible(formatMoney(973_995, 'fr-ca'))).toBe('9␣739,95␣$');
    expect(formatMoney(25_000, 'en-ca', { cents: true })).toBe('$250.00');
    expect(formatMoney(12_345, 'en-ca', { cents: false })).toBe('$123');
    expect(formatMoney(120_000, 'en-ca', { sign: true })).toBe('+$1,200');
    expect(visible(formatMoney(-30_000, 'fr-ca', { sign: true }))).toBe('-300␣$');
  });

  it('writes numbers and kilometres with the language separators', () => {
    expect(formatNumber(12_345.5, 'en-ca')).toBe('12,345.5');
    expect(visible(formatNumber(12_345.5, 'fr-ca'))).toBe('12␣345,5');
    expect(formatKilometres(240_000, 'en-ca')).toBe('240,000 km');
    expect(visible(formatKilometres(240_000, 'fr-ca'))).toBe('240␣000␣km');
  });

  it('writes the long date of spec §9, with "1er" for the first of a month in French', () => {
    expect(formatLongDate('2026-12-13', 'en-ca')).toBe('December 13, 2026');
    expect(formatLongDate('2026-12-13', 'fr-ca')).toBe('13 décembre 2026');
    expect(formatLongDate('2026-12-01', 'fr-ca')).toBe('1er décembre 2026');
    expect(formatLongDate('2026-12-11', 'fr-ca')).toBe('11 décembre 2026');
    expect(formatLongDate('not a date', 'fr-ca')).toBe('not a date');
  });

  it("reads an instant's day in the buyer's province around midnight UTC, never in the machine's zone", () => {
    // 03:30 UTC on December 13 is still December 12 in Quebec, Ontario and British Columbia, already the 13th in Newfoundland (-3:30).
    const instant = '2026-12-13T03:30:00.000Z';
    expect(formatLongDate(instant, 'fr-ca', { province: 'QC' })).toBe('12 décembre 2026');
    expect(formatLongDate(new Date(instant), 'en-ca', { province: 'BC' })).toBe('December 12, 2026');
    expect(formatLongDate(instant, 'en-ca', { province: 'NL' })).toBe('December 13, 2026');
    // Just after midnight in Quebec (05:00 UTC in winter) it is the 13th there; unknown province: Toronto's day.
    expect(formatLongDate('2026-12-13T05:00:00Z', 'fr-ca', { province: 'QC' })).toBe('13 décembre 2026');
    expect(formatLongDate('2026-12-13T04:59:59Z', 'fr-ca')).toBe('12 décembre 2026');
    // A calendar date stays itself whatever the zone (a delivery date, a date of birth).
    expect(calendarDayOf('2026-12-13', { province: 'BC' })).toBe('2026-12-13');
    expect(calendarDayOf('2026-07-01T03:59:59.999Z', { province: 'QC' })).toBe('2026-06-30');
  });

  it('writes a date and time in the province time zone', () => {
    expect(visible(formatDateTime('2026-12-13T19:05:00Z', 'fr-ca', { province: 'QC' }))).toBe('13 décembre 2026 à 14 h 05');
    // A summer instant: British Columbia keeps daylight time all year from November 2026 in the time zone database of
    // Node 24 (tzdata 2026c) and not in Node 20's (2025c), and CI runs both.
    expect(visible(formatDateTime('2026-07-13T19:05:00Z', 'en-ca', { province: 'BC' }))).toBe('July 13, 2026 at 12:05 p.m.');
    expect(formatDateTime('2026-12-01T19:05:00Z', 'fr-ca').startsWith('1er décembre 2026')).toBe(true);
  });

  it('maps any language key to en-ca or fr-ca, and makes text safe for the PDF standard fonts', () => {
    expect([localeKeyOf('fr'), localeKeyOf('fr-CA'), localeKeyOf('en-ca'), localeKeyOf(null), localeKeyOf('es')]).toEqual(['fr-ca', 'fr-ca', 'en-ca', 'en-ca', 'en-ca']);
    expect(pdfText(formatMoney(2_069_000, 'fr-ca'))).toBe('20 690 $');
  });
  it('sets French running text in French typography, leaving links and times alone', () => {
    expect(frenchTypography('Motif : Titre récupéré ; voyez « le dossier » ! Prêt ?')).toBe('Motif\u00a0: Titre récupéré\u00a0; voyez «\u00a0le dossier\u00a0»\u00a0! Prêt\u00a0?');
    expect(frenchTypography('Mon tableau de bord https://exemple.ca/fr-ca à 10:30')).toBe('Mon tableau de bord https://exemple.ca/fr-ca à 10:30');
  });
});
