import { z } from 'zod';
import { Id } from '../catalog/common';
import { defineRoute } from '../shared/route';

/**
 * The appraisal (spec §1, §3, §4, §7 "Trade-in POST"): create, save each step, photos, estimate, confirm, discard,
 * details. Owner only; money in cents. Field messages are language-neutral codes the web translates.
 */
const tags = ['trade-in'];
const Uuid = z.uuid();

export const TRADE_IN_STATUSES = ['draft', 'with_advisers', 'appraised', 'confirmed', 'discarded'] as const;
export const TRADE_IN_PHOTO_SLOTS = ['front', 'back', 'left', 'right', 'dashboard', 'interior', 'other'] as const;
export const TRADE_IN_MAIN_PHOTO_SLOTS = ['front', 'back', 'left', 'right', 'dashboard', 'interior'] as const;
/** Spec §3 value list: 0 Excellent, 1 Acceptable, 2 Fair, 3 Weak, 4 Poor, 5 Bad, -1 None. */
export const TRADE_IN_CONDITION_GRADES = [0, 1, 2, 3, 4, 5, -1] as const;
export const TRADE_IN_TITLE_BRANDS = ['clean', 'rebuilt', 'salvage', 'flood'] as const;
export const TRADE_IN_FUEL_TYPES = ['gasoline', 'diesel', 'hybrid', 'plug_in_hybrid', 'electric', 'other'] as const;
/** The five wizard steps (spec §2), in order; `step` ids are 1-based. */
export const TRADE_IN_STEPS = ['vehicle', 'basic-information', 'features', 'condition', 'photos-and-estimate'] as const;
export const TRADE_IN_MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Why advisers value a trade-in: the guide cannot (no price record, salvage or flood title, older than its model
 * years, more than 500,000 km) or the customer asked (a rare vehicle, a model the catalog does not list). ADR 0058. */
export const TRADE_IN_ADVISER_REASONS = ['no_price_record', 'branded_title', 'too_old', 'mileage_over_limit', 'customer_request'] as const;
/** The guide values vehicles up to this many kilometres; more is refused (`trade_in.mileage_over_limit`), advisers value them. */
export const TRADE_IN_MAX_VALUED_KM = 500_000;

const text = (max: number) => z.string().trim().min(1, 'required').max(max);
const Grade = z.union(TRADE_IN_CONDITION_GRADES.map((g) => z.literal(g)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]]);
const Version = z.number().int().min(0).describe('The version read with the details: a concurrent edit makes this a 409');

/**
 * By VIN (its model year and make must agree with the rest) or by details; the trim is optional. A model the catalog
 * does not list is named in `modelName` with `modelId` null (a rare vehicle: advisers value it); a make it does not
 * list is named in `makeName` with `makeId` null, its model in `modelName` (advisers value it, ADR 0058).
 */
export const TradeInVehicleInputSchema = z.strictObject({
  vin: z.string().trim().max(40).nullable().default(null),
  year: z.number().int().min(1981).max(2100),
  makeId: Id.nullable(),
  makeName: z.string().trim().min(1, 'required').max(60).nullable().default(null),
  modelId: Id.nullable(),
  modelName: z.string().trim().min(1, 'required').max(60).nullable().default(null),
  trimId: Id.nullable().default(null),
});
export const createTradeInRoute = defineRoute({
  method: 'POST', path: '/tradein/create-trade-in', tags, status: 201,
  summary: 'Starts an appraisal by VIN or by year, make, model and trim',
  body: z.strictObject({ vehicle: TradeInVehicleInputSchema }),
  response: z.object({ tradeInId: Uuid, version: z.number().int() }),
});

/** The standalone flow (trade-in brand, `/{lang}/trade-in-form/{guid}`): VIN, the six photos, a verified phone, completed. */
export const createStandAloneTradeInRoute = defineRoute({
  method: 'POST', path: '/tradein/create-stand-alone-trade-in', tags, status: 201,
  summary: 'Starts a standalone appraisal (trade-in brand): the six main photos and a verified phone finish it',
  body: z.strictObject({ vehicle: TradeInVehicleInputSchema }),
  response: z.object({ tradeInId: Uuid, version: z.number().int() }),
});

export const TradeInBasicInformationSchema = z.strictObject({
  mileage: z.number().int().min(0, 'mileage_range').max(1_000_000, 'mileage_range'),
  color: text(60),
  transmission: text(120),
  drivetrain: text(120),
  fuelType: z.enum(TRADE_IN_FUEL_TYPES),
  engine: text(120),
  province: z.enum(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']),
});
export const TradeInConditionSchema = z.strictObject({
  anyIssuesThatPreventDriving: z.boolean(),
  anyMechanicalDefects: z.boolean(),
  hasExteriorDamage: z.boolean(),
  hasBeenModified: z.boolean(),
  generalCondition: Grade,
  hasBeenSmokedIn: z.boolean(),
  numberOfKeys: z.number().int().min(0).max(10),
  accidentedWindShield: z.boolean(),
  accidentedWindShieldDetails: z.string().trim().max(1000).nullable().default(null),
  accidented: z.boolean(),
  accidentedDetails: z.string().trim().max(1000).nullable().default(null),
  tireConditions: Grade,
  titleBrand: z.enum(TRADE_IN_TITLE_BRANDS),
});
export type TradeInConditionInput = z.input<typeof TradeInConditionSchema>;

const StepAnswer = z.object({ tradeInId: Uuid, version: z.number().int(), status: z.enum(TRADE_IN_STATUSES) });
const stepRoute = <P extends string, B extends z.ZodRawShape>(path: P, summary: string, shape: B) => defineRoute({
  method: 'POST', path, tags, summary,
  body: z.strictObject({ tradeInId: Uuid, expectedVersion: Version.optional(), ...shape }),
  response: StepAnswer,
});
export const saveBasicInformationRoute = stepRoute('/tradein/save-basic-information', 'Step 2: mileage, colour, transmission, drivetrain, fuel, engine, province', {
  basic: TradeInBasicInformationSchema,
});
export const saveFeaturesRoute = stepRoute('/tradein/save-features', 'Step 3: the equipment the vehicle has (codes from equipmentsByVehicleID)', {
  equipmentCodes: z.array(z.string().trim().min(1).max(60)).max(100),
});
export const saveConditionRoute = stepRoute('/tradein/save-condition', 'Step 4: condition and history (spec §3)', { condition: TradeInConditionSchema });
export const discardTradeInRoute = stepRoute('/tradein/discard-trade-in', 'Start over: discards an unfinished trade-in', {});

export const saveTradeInImageRoute = defineRoute({
  method: 'POST', path: '/tradein/save-stand-alone-tradein-image', tags,
  summary: 'One photo (JPEG, PNG or HEIC by content, base64, at most 10 MB; re-encoded without EXIF/GPS, stored privately)',
  bodyLimit: 14_500_000,
  body: z.strictObject({
    tradeInId: Uuid, expectedVersion: Version.optional(), slot: z.enum(TRADE_IN_PHOTO_SLOTS),
    data: z.string().min(1).max(14_000_000).describe('The image, base64'),
  }),
  response: StepAnswer.extend({ slot: z.enum(TRADE_IN_PHOTO_SLOTS), contentType: z.string(), bytes: z.number().int() }),
});
export const tradeInImageRoute = defineRoute({
  method: 'GET', path: '/tradein/trade-in-image/:tradeInId/:slot', tags,
  summary: 'One photo of a trade-in (owner only; never cached)',
  params: z.object({ tradeInId: Uuid, slot: z.enum(TRADE_IN_PHOTO_SLOTS) }),
  response: z.any().describe('image/jpeg bytes'),
});

export const TradeInValuationReasonSchema = z.object({
  code: z.string(), amount: z.number().int(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export const TradeInOfferSchema = z.object({
  value: z.number().int(), priceLow: z.number().int(), priceHigh: z.number().int(),
  baseDiscountedPrice: z.number().int().nullable(), equipmentAdjustedPrice: z.number().int().nullable(),
  reasons: z.array(TradeInValuationReasonSchema), appraisedAt: z.iso.datetime(), expiresAt: z.iso.datetime(),
  source: z.enum(['model', 'adviser']),
});
export type TradeInOffer = z.output<typeof TradeInOfferSchema>;

export const askAdviserRoute = stepRoute('/tradein/ask-adviser', 'The customer asks advisers to value the vehicle instead of the guide (a rare vehicle, one the guide refused)', {
  note: z.string().trim().max(1000).default(''),
});
export const appraiseTradeInRoute = stepRoute('/tradein/appraise-trade-in', 'Step 5: the estimate (an offer held 7 days), or the trade-in goes to advisers', {});
export const confirmTradeInRoute = defineRoute({
  method: 'POST', path: '/tradein/confirm-stand-alone-trade-in', tags,
  summary: 'Confirms the offer (the six main photos first: 400 trade_in.photos_missing, field photos) and emails it as a PDF; 409 trade_in.offer_expired once it is older than 7 days',
  body: z.strictObject({ tradeInId: Uuid, expectedVersion: Version.optional() }),
  response: StepAnswer,
});

export const sendSmsCodeTradeInRoute = defineRoute({
  method: 'POST', path: '/user/SendSmsCodeTradeIn', tags,
  summary: 'Texts a 6-digit code (valid 10 minutes; a resend replaces it) to verify the phone of a standalone trade-in',
  body: z.strictObject({
    tradeInId: Uuid,
    Phone: z.string().trim().max(25).regex(/^\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/, 'phone_invalid'),
  }),
  response: StepAnswer,
});
export const finalizeStandAloneTradeInRoute = defineRoute({
  method: 'POST', path: '/tradein/finalize-stand-alone-tradein', tags,
  summary: 'Completes a standalone trade-in: the texted code (trade_in.code_invalid / code_expired) and the six main photos',
  body: z.strictObject({ tradeInId: Uuid, code: z.string().regex(/^\d{6}$/, 'code_format') }),
  response: StepAnswer,
});

export const sendEmailPdfRoute = defineRoute({
  method: 'POST', path: '/tradein/send-email-pdf', tags,
  summary: "Emails the owner the appraisal as a bilingual PDF (their language first); trade_in.no_offer before an estimate",
  body: z.strictObject({ tradeInId: Uuid }),
  response: z.object({ sent: z.literal(true) }),
});

export const TradeInVehicleSchema = z.object({
  vin: z.string().nullable(), year: z.number().int(), makeId: z.number().int().nullable(), make: z.string(),
  modelId: z.number().int().nullable(), model: z.string(), trimId: z.number().int().nullable(), trim: z.string().nullable(),
});
export const TradeInDetailsSchema = z.object({
  tradeInId: Uuid,
  version: z.number().int(),
  status: z.enum(TRADE_IN_STATUSES),
  flow: z.enum(['wizard', 'purchase', 'standalone']),
  /** The furthest step the customer reached (1-5). */
  step: z.number().int().min(1).max(5),
  vehicle: TradeInVehicleSchema,
  basic: TradeInBasicInformationSchema.nullable(),
  equipmentCodes: z.array(z.string()).nullable(),
  condition: TradeInConditionSchema.nullable(),
  photos: z.array(z.enum(TRADE_IN_PHOTO_SLOTS)),
  offer: TradeInOfferSchema.nullable(),
  /** Why advisers value it, while they do. */
  adviserReason: z.enum(TRADE_IN_ADVISER_REASONS).nullable(),
  /** The last change of value after the offer (inspection), with its reason: shown to the customer. */
  lastValueChange: z.object({ from: z.number().int(), to: z.number().int(), cause: z.enum(['inspection', 'rule']), reason: z.string(), at: z.iso.datetime() }).nullable(),
  completed: z.boolean(),
  confirmedAt: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TradeInDetails = z.output<typeof TradeInDetailsSchema>;

export const getTradeInDetailsRoute = defineRoute({
  method: 'GET', path: '/tradein/get-trade-in-details', tags, summary: 'A trade-in of the signed-in user (404 for anyone else)',
  query: z.object({ tradeInId: Uuid }),
  response: TradeInDetailsSchema,
});
export const getTradeInDetailsByStepRoute = defineRoute({
  method: 'GET', path: '/tradein/get-trade-in-details-by-step-id', tags, summary: 'What one wizard step shows (stepId 1-5)',
  query: z.object({ tradeInId: Uuid, stepId: z.coerce.number().int().min(1).max(5) }),
  response: z.object({
    tradeInId: Uuid, version: z.number().int(), stepId: z.number().int(), status: z.enum(TRADE_IN_STATUSES),
    vehicle: TradeInVehicleSchema.optional(), basic: TradeInBasicInformationSchema.nullable().optional(),
    equipmentCodes: z.array(z.string()).nullable().optional(), condition: TradeInConditionSchema.nullable().optional(),
    photos: z.array(z.enum(TRADE_IN_PHOTO_SLOTS)).optional(), offer: TradeInOfferSchema.nullable().optional(),
  }),
});
export const getCurrentTradeInRoute = defineRoute({
  method: 'GET', path: '/tradein/get-current-trade-in', tags,
  summary: "The signed-in user's latest trade-in that is not discarded (to continue or start over), or null",
  response: z.object({ tradeIn: TradeInDetailsSchema.nullable() }),
});
