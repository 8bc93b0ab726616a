import { updateUserSelfRoute } from '@marketplace/contracts/identity/account.routes';
import type { z } from 'zod';
import { updateUserSelf } from '../../../lib/api/client/identity/account.routes';

/** POST /api/user/update-user-self with the names and contact the buyer just gave (the step's "save in my profile"). */
export async function updateProfileFromPurchase(body: z.input<typeof updateUserSelfRoute.body>): Promise<void> {
  await updateUserSelf({ body });
}
