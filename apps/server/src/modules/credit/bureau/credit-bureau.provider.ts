import { z } from 'zod';
import type { CreditBureau } from './credit-bureau.port';
import { EquifaxCreditBureau, TransUnionCreditBureau } from './external-bureaus';
import { SimulatedCreditBureau } from './simulated-bureau';

const BureauEnv = z.object({
  CREDIT_BUREAU: z.enum(['simulated', 'equifax', 'transunion']).default('simulated'),
  EQUIFAX_URL: z.url().optional(), EQUIFAX_CLIENT_ID: z.string().optional(), EQUIFAX_CLIENT_SECRET: z.string().optional(),
  TRANSUNION_URL: z.url().optional(), TRANSUNION_CLIENT_ID: z.string().optional(), TRANSUNION_CLIENT_SECRET: z.string().optional(),
});

/** The bureau CREDIT_BUREAU names (default: the built-in simulated one). A bad configuration stops the boot. */
export function creditBureauFrom(env: NodeJS.ProcessEnv): CreditBureau {
  const parsed = BureauEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid credit bureau configuration: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const e = parsed.data;
  switch (e.CREDIT_BUREAU) {
    case 'equifax':
      return new EquifaxCreditBureau({ url: e.EQUIFAX_URL, clientId: e.EQUIFAX_CLIENT_ID, clientSecret: e.EQUIFAX_CLIENT_SECRET });
    case 'transunion':
      return new TransUnionCreditBureau({ url: e.TRANSUNION_URL, clientId: e.TRANSUNION_CLIENT_ID, clientSecret: e.TRANSUNION_CLIENT_SECRET });
    default:
      return new SimulatedCreditBureau();
  }
}
