import { createFileRoute } from '@tanstack/react-router';
import { AdviserQueuePage } from '../../../features/trade-in/components/adviser-queue-page';

/** shopicarTeam › trade-ins waiting for an adviser (types 18 and 6, the area's guard). */
export const Route = createFileRoute('/$lang/shopicarTeam/trade-in-advisers')({
  component: AdviserQueuePage,
});
