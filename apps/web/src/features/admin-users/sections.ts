import { SECTION_LABELS, type SectionId } from '../../lib/navigation/sections';

/** Every drawer section an administrator can switch on or off for a user (spec §6), in id order. */
export const EDITABLE_SECTIONS = (Object.keys(SECTION_LABELS).map(Number) as SectionId[]).sort((a, b) => a - b);

export interface SectionFlag {
  sectionId: number;
  active: boolean;
}

/**
 * The per-user overrides (the "permissions" of update-user-full) that make a user of `defaults`' type see exactly
 * `wanted`: only the sections whose wanted state differs from the type's default. The server replaces the previous
 * overrides with this list, and sections left out follow the type, so a later change of the type's defaults still
 * reaches users who were never customised.
 */
export function sectionOverrides(wanted: readonly SectionFlag[], defaults: readonly number[]): SectionFlag[] {
  const byDefault = new Set(defaults);
  return wanted.filter((s) => s.active !== byDefault.has(s.sectionId)).map((s) => ({ sectionId: s.sectionId, active: s.active }));
}

/** The effective flag of each editable section, from the server's list (a section it omits is off). */
export function sectionStates(effective: readonly SectionFlag[]): boolean[] {
  const on = new Set(effective.filter((s) => s.active).map((s) => s.sectionId));
  return EDITABLE_SECTIONS.map((id) => on.has(id));
}

/** The flags a type gives by default, one per editable section. */
export function defaultStates(defaults: readonly number[]): boolean[] {
  const on = new Set(defaults);
  return EDITABLE_SECTIONS.map((id) => on.has(id));
}
