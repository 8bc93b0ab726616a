import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionState } from '../drawer-groups';
import { dashboardSections } from '../../api/client/identity/account.routes';

/** GET /api/user/get-user-dashboard-sections: `{ userTypeId, userDashBoardSection: [{ sectionId, active }] }`. */
export interface DashboardSections {
  userTypeId: number | null;
  sections: SectionState[];
}

export async function fetchDashboardSections(signal?: AbortSignal): Promise<DashboardSections> {
  const answer = await dashboardSections({ signal });
  return { userTypeId: answer.userTypeId, sections: answer.userDashBoardSection };
}

export const dashboardSectionsQuery = (userGuid: string) =>
  queryOptions({
    queryKey: ['navigation', 'dashboard-sections', userGuid] as const,
    queryFn: ({ signal }) => fetchDashboardSections(signal),
    // Spec §4: drawer sections refresh on load.
    staleTime: 0,
  });

export function useDashboardSections(userGuid: string | null) {
  return useQuery({ ...dashboardSectionsQuery(userGuid ?? ''), enabled: Boolean(userGuid) });
}
