import { z } from 'zod';
import { SessionUserSchema } from './session.mini';

export { SessionUserSchema, StatusFailedSchema, StatusOkSchema, type SessionUser } from './session.mini';

/** A session token handed to the client (spec §7: register, login by token and impersonation return one). */
export const WithTokenSchema = z.object({ ...SessionUserSchema.shape, Token: z.string() });

export const SectionEntrySchema = z.object({ sectionId: z.number().int(), active: z.boolean() });
export const DashboardSectionsSchema = z.object({
  userTypeId: z.number().int(),
  userDashBoardSection: z.array(SectionEntrySchema),
});

