import { DomainError } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import { EQUIPMENT_CATEGORIES } from '../../adapters/reference/reference-data';
import { unknownTrim } from '../../streams/catalog-models';

/**
 * A trim's equipment (issue #5): the read this query answers and save-trim-equipment answers after its change, and the
 * pure rules (the requested set, what a save changes, the grouping staff see).
 */

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

/** A trim's equipment with every equipment item grouped by category (names in both languages). */
export async function readTrimEquipment(db: Kysely<any>, trimId: number, field = 'query.trimId') {
  const trim = await db.selectFrom('catalog.trims as t').innerJoin('catalog.models as m', 'm.id', 't.model_id')
    .innerJoin('catalog.makes as k', 'k.id', 'm.make_id')
    .select(['t.id', 't.name', 't.year', 't.active', 't.updated_at', 'm.id as model_id', 'm.name as model', 'k.id as make_id', 'k.name as make'])
    .where('t.id', '=', trimId).executeTakeFirst();
  if (!trim) throw unknownTrim(field);
  const rows = (await db.selectFrom('catalog.equipment').select(['id', 'code', 'category', 'name_en', 'name_fr']).execute()) as EquipmentRow[];
  const have = await db.selectFrom('catalog.trim_equipment').select('equipment_id').where('trim_id', '=', trimId).orderBy('equipment_id').execute();
  const equipmentIds = have.map((h) => h.equipment_id as number);
  return {
    trim: { id: trim.id, name: trim.name, year: trim.year, active: trim.active, modelId: trim.model_id, model: trim.model, makeId: trim.make_id, make: trim.make },
    equipmentIds,
    categories: groupEquipment(rows, new Set(equipmentIds)),
    updatedAt: new Date(trim.updated_at).toISOString(),
  };
}
