// Generated from libs/contracts/src/trade-in/trade-in.routes.ts by `npm run generate:web-client`: do not edit.
import { appraiseTradeInRoute, askAdviserRoute, confirmTradeInRoute, createStandAloneTradeInRoute, createTradeInRoute, discardTradeInRoute, finalizeStandAloneTradeInRoute, getCurrentTradeInRoute, getTradeInDetailsByStepRoute, getTradeInDetailsRoute, saveBasicInformationRoute, saveConditionRoute, saveFeaturesRoute, saveTradeInImageRoute, sendEmailPdfRoute, sendSmsCodeTradeInRoute, tradeInImageRoute } from '@marketplace/contracts/trade-in/trade-in.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** POST /api/tradein/appraise-trade-in: Step 5: the estimate (an offer held 7 days), or the trade-in goes to advisers */
export const appraiseTradeIn = (input?: RouteCallInput<typeof appraiseTradeInRoute>) => callRoute(appraiseTradeInRoute, input);

/** POST /api/tradein/ask-adviser: The customer asks advisers to value the vehicle instead of the guide (a rare vehicle, one the guide refused) */
export const askAdviser = (input?: RouteCallInput<typeof askAdviserRoute>) => callRoute(askAdviserRoute, input);

/** POST /api/tradein/confirm-stand-alone-trade-in: Confirms the offer (the six main photos first: 400 trade_in.photos_missing, field photos) and emails it as a PDF; 409 trade_in.offer_expired once it is older than 7 days */
export const confirmTradeIn = (input?: RouteCallInput<typeof confirmTradeInRoute>) => callRoute(confirmTradeInRoute, input);

/** POST /api/tradein/create-stand-alone-trade-in: Starts a standalone appraisal (trade-in brand): the six main photos and a verified phone finish it */
export const createStandAloneTradeIn = (input?: RouteCallInput<typeof createStandAloneTradeInRoute>) => callRoute(createStandAloneTradeInRoute, input);

/** POST /api/tradein/create-trade-in: Starts an appraisal by VIN or by year, make, model and trim */
export const createTradeIn = (input?: RouteCallInput<typeof createTradeInRoute>) => callRoute(createTradeInRoute, input);

/** POST /api/tradein/discard-trade-in: Start over: discards an unfinished trade-in */
export const discardTradeIn = (input?: RouteCallInput<typeof discardTradeInRoute>) => callRoute(discardTradeInRoute, input);

/** POST /api/tradein/finalize-stand-alone-tradein: Completes a standalone trade-in: the texted code (trade_in.code_invalid / code_expired) and the six main photos */
export const finalizeStandAloneTradeIn = (input?: RouteCallInput<typeof finalizeStandAloneTradeInRoute>) => callRoute(finalizeStandAloneTradeInRoute, input);

/** GET /api/tradein/get-current-trade-in: The signed-in user's latest trade-in that is not discarded (to continue or start over), or null */
export const getCurrentTradeIn = (input?: RouteCallInput<typeof getCurrentTradeInRoute>) => callRoute(getCurrentTradeInRoute, input);

/** GET /api/tradein/get-trade-in-details: A trade-in of the signed-in user (404 for anyone else) */
export const getTradeInDetails = (input?: RouteCallInput<typeof getTradeInDetailsRoute>) => callRoute(getTradeInDetailsRoute, input);

/** GET /api/tradein/get-trade-in-details-by-step-id: What one wizard step shows (stepId 1-5) */
export const getTradeInDetailsByStep = (input?: RouteCallInput<typeof getTradeInDetailsByStepRoute>) => callRoute(getTradeInDetailsByStepRoute, input);

/** POST /api/tradein/save-basic-information: Step 2: mileage, colour, transmission, drivetrain, fuel, engine, province */
export const saveBasicInformation = (input?: RouteCallInput<typeof saveBasicInformationRoute>) => callRoute(saveBasicInformationRoute, input);

/** POST /api/tradein/save-condition: Step 4: condition and history (spec §3) */
export const saveCondition = (input?: RouteCallInput<typeof saveConditionRoute>) => callRoute(saveConditionRoute, input);

/** POST /api/tradein/save-features: Step 3: the equipment the vehicle has (codes from equipmentsByVehicleID) */
export const saveFeatures = (input?: RouteCallInput<typeof saveFeaturesRoute>) => callRoute(saveFeaturesRoute, input);

/** POST /api/tradein/save-stand-alone-tradein-image: One photo (JPEG, PNG or HEIC by content, base64, at most 10 MB; re-encoded without EXIF/GPS, stored privately) */
export const saveTradeInImage = (input?: RouteCallInput<typeof saveTradeInImageRoute>) => callRoute(saveTradeInImageRoute, input);

/** POST /api/tradein/send-email-pdf: Emails the owner the appraisal as a bilingual PDF (their language first); trade_in.no_offer before an estimate */
export const sendEmailPdf = (input?: RouteCallInput<typeof sendEmailPdfRoute>) => callRoute(sendEmailPdfRoute, input);

/** POST /api/user/SendSmsCodeTradeIn: Texts a 6-digit code (valid 10 minutes; a resend replaces it) to verify the phone of a standalone trade-in */
export const sendSmsCodeTradeIn = (input?: RouteCallInput<typeof sendSmsCodeTradeInRoute>) => callRoute(sendSmsCodeTradeInRoute, input);

/** GET /api/tradein/trade-in-image/:tradeInId/:slot: One photo of a trade-in (owner only; never cached) */
export const tradeInImage = (input?: RouteCallInput<typeof tradeInImageRoute>) => callRoute(tradeInImageRoute, input);
