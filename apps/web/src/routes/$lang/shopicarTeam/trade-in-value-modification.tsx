import { createFileRoute } from '@tanstack/react-router';
import { ValueModificationPage } from '../../../features/trade-in/components/value-modification-page';

/** shopicarTeam › trade-in value modification (types 18 and 6, the area's guard). */
export const Route = createFileRoute('/$lang/shopicarTeam/trade-in-value-modification')({
  component: ValueModificationPage,
});
