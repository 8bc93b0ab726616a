import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { ValueModificationPage } from './value-modification-page';

const RULE_PERCENT = '0b6c1b0e-6a4d-4c1e-9b7a-2d5e8f0a1b2c';
const RULE_AMOUNT = '1c7d2c1f-6a4d-4c1e-9b7a-2d5e8f0a1b2c';
const TRADE_IN = '2d8e3d20-6a4d-4c1e-9b7a-2d5e8f0a1b2c';
const at = '2026-12-13T19:05:09.000Z';
const rules = { items: [
  { ruleId: RULE_PERCENT, makeId: 2, modelId: 201, yearFrom: 2018, yearTo: 2022, kind: 'percent', value: -2.5, version: 3, updatedAt: at },
  { ruleId: RULE_AMOUNT, makeId: 2, modelId: null, yearFrom: 2015, yearTo: 2024, kind: 'amount', value: 150_000, version: 1, updatedAt: at },
] };
const makes = { items: [{ id: 2, name: 'Honda', models: [{ id: 201, name: 'Civic' }] }] };
const history = { items: [{ version: 3, change: 'changed', kind: 'percent', value: -2.5, by: 'staff', at }] };
const affected = { items: [{ tradeInId: TRADE_IN, year: 2019, make: 'Honda', model: 'Civic', trim: null, status: 'offered', value: 1_450_000, changedAt: at }] };

/** Intl's French spaces made visible as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('trade-in value modification: adjustments, history and affected values in the page language (ADR 0060)', () => {
  const fetchMock = stubbedFetch();
  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      switch (url.pathname) {
        case '/api/tradein/value-rules': return json(200, rules);
        case '/api/tradein/make-model': return json(200, makes);
        case '/api/tradein/value-rules/history': return json(200, history);
        case '/api/tradein/value-rules/affected': return json(200, affected);
        default: return json(404, { code: 'not_found' });
      }
    });
  });

  it.each([
    ['fr-ca', ['-2,5 %', '1 500 $'], /^13 décembre 2026 à 14 h 05 : -2,5 %$/, '2019 Honda Civic : 14 500 $', 'Historique des prix'],
    ['en-ca', ['-2.5%', '$1,500'], /^December 13, 2026 at 2:05 p\.m\.: -2\.5%$/, '2019 Honda Civic: $14,500', 'Price history'],
  ] as const)('in %s', async (lang, adjustments, historyLine, affectedLine, historyButton) => {
    await renderPage(<ValueModificationPage />, { lang, parts: ['trade-in'] });
    await waitFor(() => expect(screen.getAllByTestId('rule-adjustment')).toHaveLength(2));
    expect(screen.getAllByTestId('rule-adjustment').map((cell) => plain(cell.textContent))).toEqual(adjustments);
    await userEvent.click(screen.getAllByRole('button', { name: historyButton })[0]);
    const list = await screen.findByRole('list', { name: historyButton });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(plain(within(list).getByRole('listitem').textContent)).toMatch(historyLine);
    const item = await waitFor(() => {
      const found = document.querySelector(`[data-affected="${TRADE_IN}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(plain(item.textContent)).toContain(affectedLine);
  });
});
