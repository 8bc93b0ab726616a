import { z } from 'zod';

/** Shared field rules (sizes bound every string: nothing unbounded reaches the server). */
export const text = (max: number) => z.string().max(max);
export const queryInt = (min = 0, max = 2_147_483_647) => z.coerce.number().int().min(min).max(max);
