import { msg } from '@lingui/core/macro';
import { registerProblemMessages } from '../../lib/problem-messages';

/** Messages of the dealer codes (importing this module registers them). */
registerProblemMessages({
  'dealer.company_not_found': msg`This company does not exist or is not yours.`,
  'dealer.not_company_manager': msg`Only a manager of the company can change this.`,
  'dealer.invitee_has_account': msg`This address already has an account (in another company or as a customer): invite another address.`,
  'dealer.route_email_unknown': msg`Route only the addresses of the list, once each.`,
  'dealer.duplicate_email': msg`This address is listed twice.`,
  'dealer.lead_not_found': msg`This lead does not exist or is not yours.`,
  'dealer.import_not_found': msg`This import does not exist or is not yours.`,
  'dealer.held_row_not_found': msg`This row is not held for review: reload the import.`,
  'dealer.company_required': msg`Enter the company number to import for.`,
  'dealer.widget_settings_conflict': msg`These widget settings were changed in another window or by someone else. Reload the page to see them.`,
  'dealer.invalid_date_range': msg`The start date must be on or before the end date.`,
  'dealer.date_range_too_long': msg`Choose a period of one year at most.`,
  'dealer.contract_not_signed': msg`Sign the dealer contract before choosing a plan.`,
  'dealer.contract_already_signed': msg`The dealer contract is already signed.`,
  'dealer.plan_already_active': msg`This plan is already active.`,
  'dealer.no_paid_plan': msg`There is no paid plan to cancel.`,
  'dealer.plan_cancellation_already_requested': msg`The plan is already cancelled: it ends at the end of the period already paid.`,
  'dealer.plan_change_pending': msg`A plan change is waiting for its payment confirmation. Try again once it is confirmed.`,
  'dealer.paid_plan_not_ended': msg`Your paid plan has not ended. Cancel it first: you can choose another plan once it has ended.`,
  'dealer.lead_conflict': msg`A colleague changed this lead in the meantime: here is its latest state. Check it and try again.`,
  'dealer.assignee_not_in_company': msg`Choose a user of the lead's company.`,
  'dealer.lead_stage_not_allowed': msg`A lead moves forward only: new, contacted, appointment, then sold or lost.`,
  'dealer.lost_reason_required': msg`Say why the lead was lost.`,
  'dealer.text_too_long': msg`This text is too long: a note has at most 5,000 characters.`,
  'dealer.text_required': msg`Write something first.`,
  'dealer.task_due_in_past': msg`A task is due later than now.`,
  'dealer.customer_erased': msg`This customer erased their account: nothing more can be written about them.`,
});
