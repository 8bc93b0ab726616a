import { createAdminUserRoute } from '@marketplace/contracts/identity/admin.routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminUsersKeys } from './keys';
import { createAdminUser as createAdminUserCall } from '../../../lib/api/client/identity/admin.routes';

/**
 * POST /api/user/create-admin-user: a user of any type (only a super admin creates a super admin). Without a password
 * the user receives a create-password link by email; with one, an activation link.
 */
export type CreateAdminUserBody = z.input<typeof createAdminUserRoute.body>;

export async function createAdminUser(body: CreateAdminUserBody): Promise<string> {
  return (await createAdminUserCall({ body })).User_Guid;
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAdminUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }) });
}
