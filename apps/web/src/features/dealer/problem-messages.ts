import { msg } from '@lingui/core/macro';
import { registerProblemMessages } from '../../lib/problem-messages';

/** Messages of the dealer codes (importing this module registers them). */
registerProblemMessages({
  'dealer.company_not_found': msg`This company does not exist or is not yours.`,
  'dealer.lead_not_found': msg`This lead does not exist or is not yours.`,
  'dealer.import_not_found': msg`This import does not exist or is not yours.`,
  'dealer.company_required': msg`Enter the company number to import for.`,
  'dealer.widget_settings_conflict': msg`These widget settings were changed in another window or by someone else. Reload the page to see them.`,
  'dealer.invalid_date_range': msg`The start date must be on or before the end date.`,
});
