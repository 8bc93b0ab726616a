import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Spec §3 condition grades, by value. */
export const GRADE_LABELS: Record<number, MessageDescriptor> = {
  0: msg`Excellent`, 1: msg`Acceptable`, 2: msg`Fair`, 3: msg`Weak`, 4: msg`Poor`, 5: msg`Bad`, [-1]: msg`None`,
};
export const gradeLabel = (grade: number): MessageDescriptor => GRADE_LABELS[grade] ?? msg`Unknown`;

export const FUEL_LABELS: Record<string, MessageDescriptor> = {
  gasoline: msg`Gasoline`, diesel: msg`Diesel`, hybrid: msg`Hybrid`, plug_in_hybrid: msg`Plug-in hybrid`, electric: msg`Electric`, other: msg`Other`,
};

export const TITLE_LABELS: Record<string, MessageDescriptor> = {
  clean: msg`Clean title`, rebuilt: msg`Rebuilt title`, salvage: msg`Salvage title`, flood: msg`Flood title`,
};

export const PHOTO_LABELS: Record<string, MessageDescriptor> = {
  // The rear of the vehicle: French says Arrière here, Retour on the wizard's Back button.
  front: msg`Front`, back: msg({ message: 'Back', context: 'photo of the vehicle' }), left: msg`Left side`, right: msg`Right side`, dashboard: msg`Dashboard`, interior: msg`Interior`,
};

export const PROVINCE_LABELS: Record<string, MessageDescriptor> = {
  AB: msg`Alberta`, BC: msg`British Columbia`, MB: msg`Manitoba`, NB: msg`New Brunswick`, NL: msg`Newfoundland and Labrador`, NS: msg`Nova Scotia`,
  NT: msg`Northwest Territories`, NU: msg`Nunavut`, ON: msg`Ontario`, PE: msg`Prince Edward Island`, QC: msg`Quebec`, SK: msg`Saskatchewan`, YT: msg`Yukon`,
};

/** The reason of each valuation adjustment, in words. */
export function reasonLabel(code: string): MessageDescriptor {
  switch (code) {
    case 'age': return msg`Age of the vehicle`;
    case 'kilometres.over': return msg`More kilometres than usual`;
    case 'kilometres.under': return msg`Fewer kilometres than usual`;
    case 'region': return msg`Demand in your province`;
    case 'equipment': return msg`Optional equipment`;
    case 'condition.general': return msg`General condition`;
    case 'condition.tires': return msg`Tire condition`;
    case 'condition.not_drivable': return msg`Issues that prevent driving`;
    case 'condition.mechanical': return msg`Mechanical defects`;
    case 'condition.exterior_damage': return msg`Exterior damage`;
    case 'history.modified': return msg`Modifications`;
    case 'history.smoked': return msg`Smoked in`;
    case 'history.accident': return msg`Accident history`;
    case 'history.rebuilt_title': return msg`Rebuilt title`;
    case 'history.windshield': return msg`Windshield damage`;
    case 'keys': return msg`Fewer than two keys`;
    case 'rule': return msg`Market adjustment`;
    case 'adviser': return msg`Value set by an adviser`;
    default: return msg`Other adjustment`;
  }
}

/** Words of the catalog's engine and transmission descriptions (English in the catalog), longest first. */
const SPEC_WORDS_FR: readonly [RegExp, string][] = [
  [/\bplug-in hybrid\b/g, 'hybride rechargeable'], [/\btwin-turbo\b/g, 'biturbo'], [/\bhybrid\b/g, 'hybride'],
  [/\belectric\b/g, 'électrique'], [/\bsingle-speed\b/g, 'à rapport unique'],
  [/\b(\d+)-speed automatic\b/g, 'automatique à $1 rapports'], [/\b(\d+)-speed manual\b/g, 'manuelle à $1 rapports'],
  [/\bautomatic\b/g, 'automatique'], [/\bmanual\b/g, 'manuelle'],
  [/\b(\d+)\.(\d+)L\b/g, '$1,$2\u00a0L'],
];

/**
 * A catalog engine or transmission description in the page's language ('8-speed automatic' -> 'automatique à 8
 * rapports', '2.5L I4 hybrid' -> '2,5 L I4 hybride'); the value sent stays the catalog's own.
 */
export function specLabel(value: string, locale: string): string {
  return locale.startsWith('fr') ? SPEC_WORDS_FR.reduce((text, [pattern, french]) => text.replace(pattern, french), value) : value;
}
