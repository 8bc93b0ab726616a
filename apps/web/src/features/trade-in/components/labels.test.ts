import { describe, expect, it } from 'vitest';
import { specLabel } from './labels';

describe('specLabel: the catalog engine and transmission descriptions on French pages', () => {
  it.each([
    ['8-speed automatic', 'automatique à 8 rapports'],
    ['6-speed manual', 'manuelle à 6 rapports'],
    ['2.5L I4 hybrid', '2,5\u00a0L I4 hybride'],
    ['4.4L twin-turbo V8 plug-in hybrid', '4,4\u00a0L biturbo V8 hybride rechargeable'],
    ['1.5L turbo I3', '1,5\u00a0L turbo I3'],
    ['single-speed', 'à rapport unique'],
    ['CVT', 'CVT'],
  ])('%s -> %s', (english, french) => {
    expect(specLabel(english, 'fr-ca')).toBe(french);
    expect(specLabel(english, 'en-ca')).toBe(english);
  });
});
