import { describe, expect, it } from 'vitest';
import { defaultStates, EDITABLE_SECTIONS, sectionOverrides, sectionStates } from './sections';

describe('section overrides (update-user-full permissions)', () => {
  const regular = [6, 8, 9, 10, 11];

  it('lists every drawer section of spec §6', () => {
    expect(EDITABLE_SECTIONS).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 21, 23, 24, 25]);
  });

  it('sends nothing when the wanted sections are the type defaults', () => {
    const wanted = EDITABLE_SECTIONS.map((sectionId) => ({ sectionId, active: regular.includes(sectionId) }));
    expect(sectionOverrides(wanted, regular)).toEqual([]);
  });

  it('sends only the sections that differ from the type, both ways', () => {
    const wanted = EDITABLE_SECTIONS.map((sectionId) => ({ sectionId, active: (regular.includes(sectionId) && sectionId !== 11) || sectionId === 1 }));
    expect(sectionOverrides(wanted, regular)).toEqual([
      { sectionId: 1, active: true },
      { sectionId: 11, active: false },
    ]);
  });

  it('reads effective and default flags in the editable order', () => {
    expect(sectionStates([{ sectionId: 3, active: true }, { sectionId: 1, active: false }, { sectionId: 25, active: true }])).toEqual(
      EDITABLE_SECTIONS.map((id) => id === 3 || id === 25),
    );
    expect(defaultStates([1, 3])).toEqual(EDITABLE_SECTIONS.map((id) => id === 1 || id === 3));
  });
});
