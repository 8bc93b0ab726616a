import { DomainError } from '@marketplace/domain';
import { EQUIPMENT } from '../../adapters/reference/reference-data';
import { equipmentChange, groupEquipment, requestedEquipment, type EquipmentRow } from './trim-equipment';

const rows: EquipmentRow[] = EQUIPMENT.map((e) => ({ id: e.id, code: e.code, category: e.category, name_en: e.en, name_fr: e.fr }));
const known = new Set(rows.map((r) => r.id));

describe('trim equipment rules', () => {
  it('keeps a requested set of known ids, ascending, repeats ignored; the empty set is a set', () => {
    expect(requestedEquipment([9, 1, 9, 6], known)).toEqual([1, 6, 9]);
    expect(requestedEquipment([], known)).toEqual([]);
  });

  it('names the first unknown id by its index in the request', () => {
    try {
      requestedEquipment([1, 2, 999, 1000], known);
      throw new Error('should have thrown');
    } catch (e) {
      expect(e).toBeInstanceOf(DomainError);
      expect(e).toMatchObject({ code: 'catalog.unknown_equipment', kind: 'validation', field: 'body.equipmentIds.2' });
    }
  });

  it('tells what a replacement adds and removes', () => {
    expect(equipmentChange([1, 2, 3], [2, 3, 4, 5])).toEqual({ added: [4, 5], removed: [1] });
    expect(equipmentChange([1, 2], [1, 2])).toEqual({ added: [], removed: [] });
    expect(equipmentChange([1, 2], [])).toEqual({ added: [], removed: [1, 2] });
    expect(equipmentChange([], [7])).toEqual({ added: [7], removed: [] });
  });

  it('groups every item by category in display order, names in both languages, the trim\'s items selected', () => {
    const groups = groupEquipment(rows, new Set([1, 6]));
    expect(groups.map((g) => g.key)).toEqual(['safety', 'comfort', 'technology', 'interior', 'exterior', 'mechanical']);
    expect(groups.flatMap((g) => g.items).map((i) => i.id).sort((a, b) => a - b)).toEqual([...known].sort((a, b) => a - b));
    expect(groups[0]).toMatchObject({ nameEn: 'Safety', nameFr: 'Sécurité' });
    const comfort = groups.find((g) => g.key === 'comfort')!;
    expect(comfort.items.map((i) => i.nameEn)).toEqual(['Air conditioning', 'Heated front seats', 'Heated steering wheel', 'Remote start', 'Ventilated front seats']);
    expect(comfort.items[0]).toEqual({ id: 1, code: 'ac', nameEn: 'Air conditioning', nameFr: 'Climatisation', selected: true });
    expect(groups.flatMap((g) => g.items).filter((i) => i.selected).map((i) => i.id).sort()).toEqual([1, 6]);
  });

  it('puts a category it has no name for last, named by its key', () => {
    const groups = groupEquipment([...rows, { id: 99, code: 'x', category: 'audio', name_en: 'Premium audio', name_fr: 'Audio haut de gamme' }], new Set());
    expect(groups.at(-1)).toMatchObject({ key: 'audio', nameEn: 'audio', nameFr: 'audio', items: [{ id: 99, selected: false }] });
  });
});
