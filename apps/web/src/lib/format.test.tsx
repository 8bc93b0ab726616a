import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../tests/render';
import { kilometres, money, pageFormat, percent, useFormat } from './format';

/** Intl's French spaces (U+00A0 before "$" and "%", U+202F between thousands) made visible as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the page formatter (ADR 0060), in both languages', () => {
  const en = pageFormat('en-ca');
  const fr = pageFormat('fr-ca');

  it('writes money: cents only when there are some, whole dollars, cents always, a sign', () => {
    expect(en.money(2_069_000)).toBe('$20,690');
    expect(plain(fr.money(2_069_000))).toBe('20 690 $');
    expect(en.money(12_345)).toBe('$123.45');
    expect(plain(fr.money(12_345))).toBe('123,45 $');
    expect(en.dollars(1_559_951)).toBe('$15,600');
    expect(plain(fr.dollars(1_559_951))).toBe('15 600 $');
    expect(money(25_000, 'en-ca')).toBe('$250.00');
    expect(plain(money(25_000, 'fr-ca'))).toBe('250,00 $');
    expect(en.money(-30_000, { sign: true })).toBe('-$300');
    expect(plain(fr.money(120_000, { sign: true }))).toBe('+1 200 $');
  });

  it('writes percentages with the typography of each language', () => {
    expect(en.percent(17.99)).toBe('17.99%');
    expect(fr.percent(17.99)).toBe('17,99\u00a0%');
    expect(percent(9.975, 'en-ca')).toBe('9.975%');
    expect(plain(percent(9.975, 'fr-ca'))).toBe('9,975 %');
    expect(en.percent(12.345, { maximumFractionDigits: 1 })).toBe('12.3%');
    expect(plain(fr.percent(12.345, { maximumFractionDigits: 1 }))).toBe('12,3 %');
  });

  it('writes numbers and kilometres', () => {
    expect(en.number(240_000)).toBe('240,000');
    expect(plain(fr.number(240_000))).toBe('240 000');
    expect(en.number(2.5, { maximumFractionDigits: 2 })).toBe('2.5');
    expect(fr.number(2.5, { maximumFractionDigits: 2 })).toBe('2,5');
    expect(en.kilometres(20_000)).toBe('20,000 km');
    expect(plain(kilometres(20_000, 'fr-ca'))).toBe('20 000 km');
  });

  it('writes the long date, an instant read in the province (Toronto by default), never in the browser zone', () => {
    expect(en.longDate('2026-12-13')).toBe('December 13, 2026');
    expect(fr.longDate('2026-12-13')).toBe('13 décembre 2026');
    expect(fr.longDate('2026-12-01')).toBe('1er décembre 2026');
    // 03:30 UTC on the 13th is still the 12th in Quebec and Ontario, the 12th in British Columbia too.
    expect(en.longDate('2026-12-13T03:30:00Z')).toBe('December 12, 2026');
    expect(fr.longDate('2026-12-13T06:30:00Z', { province: 'BC' })).toBe('12 décembre 2026');
    expect(en.dateTime('2026-12-13T19:05:09Z')).toBe('December 13, 2026 at 2:05 p.m.');
    expect(plain(fr.dateTime('2026-12-13T19:05:09Z'))).toBe('13 décembre 2026 à 14 h 05');
    expect(en.dateTime('2026-12-13T19:05:09Z', { seconds: true })).toBe('December 13, 2026 at 2:05:09 p.m.');
    expect(plain(fr.dateTime('2026-12-13T19:05:09Z', { seconds: true }))).toBe('13 décembre 2026 à 14 h 05 min 09 s');
  });
});

function Shown() {
  const f = useFormat();
  return <p data-testid="shown">{`${f.money(2_069_000)} · ${f.percent(17.99)} · ${f.longDate('2026-12-13')}`}</p>;
}

describe('useFormat', () => {
  it('follows the language of the URL', async () => {
    const { unmount } = await renderPage(<Shown />, { lang: 'fr-ca' });
    expect(plain((await screen.findByTestId('shown')).textContent!)).toBe('20 690 $ · 17,99 % · 13 décembre 2026');
    unmount();
    await renderPage(<Shown />, { lang: 'en-ca' });
    expect((await screen.findByTestId('shown')).textContent).toBe('$20,690 · 17.99% · December 13, 2026');
  });
});
