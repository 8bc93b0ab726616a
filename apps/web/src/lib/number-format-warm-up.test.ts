import { afterEach, expect, it, vi } from 'vitest';
import { warmUpNumberFormat } from './number-format-warm-up';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('loads the number data of the page language in a task of its own, not in the caller’s', () => {
  vi.useFakeTimers();
  const created: string[] = [];
  class RecordingNumberFormat extends Intl.NumberFormat {
    constructor(locale: string) {
      super(locale);
      created.push(locale);
    }
  }
  vi.stubGlobal('Intl', { ...Intl, NumberFormat: RecordingNumberFormat });

  warmUpNumberFormat('fr-ca');
  expect(created).toEqual([]);

  vi.runOnlyPendingTimers();
  expect(created).toEqual(['fr-ca']);
});
