import pino from 'pino';
import { deploymentNamespace, loadConfig } from './config/config';
import { createInfrastructure } from './infrastructure';

/**
 * Two deployments (or two test databases) on one Redis: each keeps its own timer queue, so that one's worker never
 * takes the other's wake-ups (it would find no deadline and drop them, leaving the reconciler to fire them late).
 */
describe('a deployment namespace per database', () => {
  const parts = { upcaster: (e: never) => e, projections: () => [] };

  it('is the database name', () => {
    expect(deploymentNamespace({ DATABASE_URL: 'postgres://u@db:5432/market_prod' })).toBe('market_prod');
    expect(deploymentNamespace({ DATABASE_URL: 'postgres://u@db:5432' })).toBe('default');
  });

  it('names the timer queue, so two databases never share one', async () => {
    const [a, b] = ['staging', 'production'].map((name) =>
      createInfrastructure(loadConfig({ DATABASE_URL: `postgres://u@127.0.0.1:1/${name}` }), pino({ level: 'silent' }), parts as never));
    try {
      expect(a.timers.queueName).toBe('deadlines-staging');
      expect(b.timers.queueName).toBe('deadlines-production');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
