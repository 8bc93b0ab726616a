import { z } from 'zod';
import type { CreditBureau } from './credit-bureau.port';
import { SimulatedCreditBureau } from './simulated-bureau';

/**
 * Only the built-in bureau exists today. Equifax and TransUnion drivers go behind the same port once their APIs can be
 * reached (issue #13); until then naming them is a configuration error, never a stub that answers.
 */
const BureauEnv = z.object({ CREDIT_BUREAU: z.enum(['simulated']).default('simulated') });

/** The bureau CREDIT_BUREAU names (default: the built-in simulated one). A bad configuration stops the boot. */
export function creditBureauFrom(env: NodeJS.ProcessEnv): CreditBureau {
  const parsed = BureauEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid credit bureau configuration: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return new SimulatedCreditBureau();
}
