import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '../../lib/http';
import { problemMessage, registerProblemMessages } from '../../lib/problem-messages';

/** Problem codes the vehicles-team screens meet (the others read as the app-wide messages). */
const TEAM_BY_CODE: Record<string, MessageDescriptor> = {
  'catalog.vehicle_not_found': msg`This vehicle does not exist.`,
  'catalog.vehicle_changed': msg`Someone else changed this vehicle since you opened it. Reload it to see their changes, then make yours again.`,
  'catalog.vehicle_sold': msg`This vehicle is sold: it can no longer change.`,
  'catalog.vehicle_locked': msg`A customer holds this vehicle right now. Try again when the lock ends.`,
  'catalog.vehicle_reserved': msg`A deposit reserves this vehicle: it can only be marked sold.`,
  'catalog.status_set_by_purchase': msg`Locked and reserved are set by the purchase flow only.`,
  'catalog.nothing_to_change': msg`Nothing changed: change a field first.`,
  'catalog.invalid_price': msg`Enter a price from $0 to $10,000,000.`,
  'catalog.invalid_kilometres': msg`Enter kilometres from 0 to 2,000,000.`,
  'catalog.invalid_colour': msg`Choose a colour from the list.`,
  'catalog.unknown_colour': msg`Choose a colour from the list.`,
  'catalog.invalid_photo': msg`A photo is an https address or a path under /api.`,
  'catalog.unknown_make': msg`This make does not exist.`,
  'catalog.invalid_vin': msg`Invalid VIN`,
  'catalog.vin_already_listed': msg`A vehicle with this VIN is already listed.`,
  'catalog.unknown_company': msg`No dealer has this company number.`,
  'catalog.unknown_model': msg`This model does not exist.`,
  'catalog.unknown_trim': msg`This trim does not exist.`,
  'catalog.unknown_equipment': msg`This equipment is no longer in the catalogue. Reload the page, then try again.`,
  'catalog.model_already_imported': msg`This model is already in the catalogue.`,
  'catalog.invalid_sub_model': msg`A sub-model is another model of the same make, and a sub-model cannot have sub-models of its own.`,
  'catalog.vif_id_required': msg`vifId is required`,
  'catalog.vif_not_found': msg`No VIF has this id.`,
  'catalog.price_guide_config_not_found': msg`This configuration does not exist any more.`,
};

// Form fields carry some of these codes, and codes of their own (lib/validation reads a dotted code as its problem message).
const FORM_CODES = ['catalog.vif_id_required', 'catalog.invalid_price', 'catalog.invalid_kilometres', 'catalog.invalid_colour', 'catalog.invalid_vin', 'catalog.vin_already_listed', 'catalog.unknown_trim', 'catalog.unknown_colour', 'catalog.unknown_company'];
registerProblemMessages({
  ...Object.fromEntries(FORM_CODES.map((code) => [code, TEAM_BY_CODE[code]])),
  'team.https_url': msg`Enter an https address, such as https://api.example.com`,
  'team.api_key_too_short': msg`Use at least 4 characters`,
  'team.choose_source_model': msg`Choose a model of the provider`,
  'team.model_name_too_long': msg`Use at most 100 characters`,
  'team.choose_main_model': msg`Choose the main model`,
  'team.choose_sub_models': msg`Choose at least one sub-model`,
  'team.choose_trim': msg`Choose a trim`,
  'team.company_number': msg`Enter the dealer's company number`,
});

export function teamProblemMessage(error: unknown): MessageDescriptor {
  return (isApiError(error) && TEAM_BY_CODE[error.code]) || problemMessage(error);
}
