/** Condition grades of spec §3: 5 Bad, 4 Poor, 3 Weak, 2 Fair, 1 Acceptable, 0 Excellent, -1 None. */
export const CONDITION_GRADES = [0, 1, 2, 3, 4, 5, -1] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];
export const CONDITION_GRADE_NAMES: Readonly<Record<ConditionGrade, string>> = {
  0: 'excellent', 1: 'acceptable', 2: 'fair', 3: 'weak', 4: 'poor', 5: 'bad', [-1]: 'none',
};
/** The label key of a grade; any other number reads Unknown (spec §3). */
export const conditionGradeName = (grade: number): string => CONDITION_GRADE_NAMES[grade as ConditionGrade] ?? 'unknown';

/** Title brands: a salvage or flood title cannot be valued by the model and goes to advisers. */
export const TITLE_BRANDS = ['clean', 'rebuilt', 'salvage', 'flood'] as const;
export type TitleBrand = (typeof TITLE_BRANDS)[number];

/** The condition-and-history step (spec §3). Details are free text the customer gives with a yes. */
export interface TradeInCondition {
  readonly anyIssuesThatPreventDriving: boolean;
  readonly anyMechanicalDefects: boolean;
  readonly hasExteriorDamage: boolean;
  readonly hasBeenModified: boolean;
  readonly generalCondition: ConditionGrade;
  readonly hasBeenSmokedIn: boolean;
  readonly numberOfKeys: number;
  readonly accidentedWindShield: boolean;
  readonly accidentedWindShieldDetails: string | null;
  readonly accidented: boolean;
  readonly accidentedDetails: string | null;
  readonly tireConditions: ConditionGrade;
  readonly titleBrand: TitleBrand;
}

/** Photo slots: the six main ones are mandatory in the standalone flow (spec §5). */
export const MAIN_PHOTO_SLOTS = ['front', 'back', 'left', 'right', 'dashboard', 'interior'] as const;
export const PHOTO_SLOTS = [...MAIN_PHOTO_SLOTS, 'other'] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];
