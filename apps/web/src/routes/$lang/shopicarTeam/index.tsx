import { createFileRoute } from '@tanstack/react-router';
import { AreaHome } from '../../../features/areas/components/area-home';

export const Route = createFileRoute('/$lang/shopicarTeam/')({
  component: () => <AreaHome group="shopicarTeam" />,
});
