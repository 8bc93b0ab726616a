import type { MessageDescriptor } from '@lingui/core';
import { GROUP_TITLES, GROUPS, SECTION_LABELS, type GroupId, type RouteContext, type SectionId } from './sections';

export interface SectionState {
  sectionId: number;
  active: boolean;
}

export interface DrawerItem {
  /** Null for a page of the group that no section governs. */
  sectionId: SectionId | null;
  label: MessageDescriptor;
  path: string;
}

export interface DrawerGroup {
  id: GroupId;
  title: MessageDescriptor;
  items: DrawerItem[];
}

export interface DrawerModel {
  groups: DrawerGroup[];
  /** Spec §2: groups collapse only when more than one of them has active items. */
  collapsible: boolean;
}

/**
 * Builds the drawer from the sections the server marks active (spec §2, §6):
 * - a group appears only for the user types it serves and only when it has at least one active section (or a page
 *   marked `alone`, e.g. the super admin's way into the dealerships);
 * - a section appears only when active and mapped to a page for this user;
 * - a route that two sections lead to is shown once, where it first appears (groups in the order Main,
 *   Administration, Vehicles Team, Shopicar Team, Dealership).
 */
export function buildDrawer(userTypeId: number, sections: readonly SectionState[], ctx: RouteContext): DrawerModel {
  const active = new Set(sections.filter((s) => s.active).map((s) => s.sectionId));
  const seen = new Set<string>();
  const groups: DrawerGroup[] = [];

  for (const group of GROUPS) {
    if (group.userTypes !== 'any' && !group.userTypes.includes(userTypeId)) continue;
    const items: DrawerItem[] = [];
    for (const sectionId of group.order) {
      if (!active.has(sectionId)) continue;
      const path = group.sections[sectionId]?.({ ...ctx, userTypeId });
      if (!path || seen.has(path)) continue;
      seen.add(path);
      items.push({ sectionId, label: SECTION_LABELS[sectionId], path });
    }
    const hasSections = items.length > 0;
    for (const extra of (group.extra ?? []).filter((x) => hasSections || x.alone)) {
      const path = extra.path({ ...ctx, userTypeId });
      if (!path || seen.has(path)) continue;
      seen.add(path);
      items.push({ sectionId: null, label: extra.label, path });
    }
    if (items.length > 0) groups.push({ id: group.id, title: GROUP_TITLES[group.id], items });
  }

  return { groups, collapsible: groups.length > 1 };
}
