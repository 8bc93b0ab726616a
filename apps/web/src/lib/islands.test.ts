import { describe, expect, it } from 'vitest';
import { languagesOf } from './islands';

const element = (languages?: string) => {
  const div = document.createElement('div');
  if (languages !== undefined) div.dataset.languages = languages;
  return div;
};
const languages = [{ id: 1, key: 'en-ca', name: 'English' }, { id: 2, key: 'fr-ca', name: 'Français' }];

describe('languagesOf (the login page island reads the languages its menu was rendered with, ADR 0086)', () => {
  it('gives the list the menu’s element carries', () => {
    expect(languagesOf(element(JSON.stringify(languages)))).toEqual(languages);
  });

  it('gives nothing for a missing element or attribute, bad JSON, an empty list or a language it has no catalog for', () => {
    expect(languagesOf(null)).toBeUndefined();
    expect(languagesOf(element())).toBeUndefined();
    expect(languagesOf(element('{not json'))).toBeUndefined();
    expect(languagesOf(element('[]'))).toBeUndefined();
    expect(languagesOf(element(JSON.stringify([{ id: 3, key: 'de-de', name: 'Deutsch' }])))).toBeUndefined();
    expect(languagesOf(element(JSON.stringify([{ id: '1', key: 'en-ca', name: 'English' }])))).toBeUndefined();
  });
});
