import { updateUserSelfRoute } from '@marketplace/contracts/identity/account.routes';
import type { z } from 'zod';
import { callRoute } from '../../../lib/api-route';

/** POST /api/user/update-user-self with the names and contact the buyer just gave (the step's "save in my profile"). */
export async function updateProfileFromPurchase(body: z.input<typeof updateUserSelfRoute.body>): Promise<void> {
  await callRoute(updateUserSelfRoute, { body });
}
