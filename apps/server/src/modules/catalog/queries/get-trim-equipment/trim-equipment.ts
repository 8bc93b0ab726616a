import { DomainError } from '@marketplace/domain';
import { EQUIPMENT_CATEGORIES } from '../../adapters/reference/reference-data';

/** Pure rules of a trim's equipment (issue #5): the requested set, what a save changes, the grouping staff see. */

export interface EquipmentRow {
  readonly id: number;
  readonly code: string;
  readonly category: string;
  readonly name_en: string;
  readonly name_fr: string;
}

export const unknownEquipment = (field: string) =>
  new DomainError('catalog.unknown_equipment', 'validation', 'No such equipment', field);

/**
 * The set a save asks for: every id must be known equipment (the first unknown one is named by its index in the
 * request, e.g. `body.equipmentIds.3`); repeats are ignored. Ascending.
 */
export function requestedEquipment(requested: readonly number[], known: ReadonlySet<number>, field = 'body.equipmentIds'): number[] {
  requested.forEach((id, i) => {
    if (!known.has(id)) throw unknownEquipment(`${field}.${i}`);
  });
  return [...new Set(requested)].sort((a, b) => a - b);
}

/** What replacing `current` by `next` changes (both ascending); nothing to write when both are empty. */
export function equipmentChange(current: readonly number[], next: readonly number[]): { added: number[]; removed: number[] } {
  const before = new Set(current);
  const after = new Set(next);
  return {
    added: next.filter((id) => !before.has(id)),
    removed: current.filter((id) => !after.has(id)),
  };
}

/**
 * Every equipment item grouped by category, categories in display order (an unknown category last, named by its key),
 * items by English name; `selected` marks the trim's.
 */
export function groupEquipment(rows: readonly EquipmentRow[], selected: ReadonlySet<number>) {
  const order = new Map<string, number>(EQUIPMENT_CATEGORIES.map((c, i) => [c.key, i]));
  const keys = [...new Set(rows.map((r) => r.category))].sort(
    (a, b) => (order.get(a) ?? order.size) - (order.get(b) ?? order.size) || a.localeCompare(b),
  );
  return keys.map((key) => {
    const category = EQUIPMENT_CATEGORIES.find((c) => c.key === key);
    return {
      key,
      nameEn: category?.en ?? key,
      nameFr: category?.fr ?? key,
      items: rows
        .filter((r) => r.category === key)
        .sort((a, b) => a.name_en.localeCompare(b.name_en, 'en-CA') || a.id - b.id)
        .map((r) => ({ id: r.id, code: r.code, nameEn: r.name_en, nameFr: r.name_fr, selected: selected.has(r.id) })),
    };
  });
}
