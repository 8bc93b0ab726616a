import { createFileRoute } from '@tanstack/react-router';
import { SupportMessagesPage } from '../../../features/support/components/support-messages-page';

/** shopicarTeam › messages sent through "Contact us" (types 18 and 6, the area's guard); answers go out by email. */
export const Route = createFileRoute('/$lang/shopicarTeam/messages')({
  component: SupportMessagesPage,
});
