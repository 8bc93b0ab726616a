import { BrokenCircuitError, CircuitState } from 'cockatiel';
import { jitteredBackoff, resilience } from './resilience';

class Transient extends Error {}

describe('outbound resilience (ADR 0068)', () => {
  it('backs off exponentially with jitter: later retries wait longer on average, no two callers in step, never past 10×', () => {
    const samples = Array.from({ length: 2_000 }, () => {
      const first = jitteredBackoff(100).next();
      const second = first.next(undefined);
      const third = second.next(undefined);
      return [first.duration, second.duration, third.duration];
    });
    const mean = (k: number) => samples.reduce((sum, s) => sum + s[k]!, 0) / samples.length;
    expect(mean(0)).toBeLessThan(mean(1));
    expect(mean(1)).toBeLessThan(mean(2));
    expect(new Set(samples.map((s) => Math.round(s[0]!))).size).toBeGreaterThan(50);
    expect(Math.max(...samples.flat())).toBeLessThanOrEqual(1_000);
    expect(Math.min(...samples.flat())).toBeGreaterThanOrEqual(0);
  });

  it('retries a transient failure, then opens after consecutive failed attempts: the call is no longer made', async () => {
    const { policy, breaker } = resilience({ attempts: 2, backoffMs: 0, breakAfter: 4, halfOpenAfterMs: 60_000, transient: (e) => e instanceof Transient });
    let calls = 0;
    const failing = () => policy.execute(async () => {
      calls++;
      throw new Transient('503');
    });
    await expect(failing()).rejects.toBeInstanceOf(Transient);
    expect(calls).toBe(2);
    await expect(failing()).rejects.toBeInstanceOf(Transient);
    expect([calls, breaker.state]).toEqual([4, CircuitState.Open]);
    await expect(failing()).rejects.toBeInstanceOf(BrokenCircuitError);
    expect(calls).toBe(4);
  });

  it('neither retries nor counts a failure that is not the dependency\'s', async () => {
    const { policy, breaker } = resilience({ attempts: 3, backoffMs: 0, breakAfter: 1, halfOpenAfterMs: 60_000, transient: (e) => e instanceof Transient });
    let calls = 0;
    await expect(policy.execute(async () => {
      calls++;
      throw new Error('400: refused');
    })).rejects.toThrow('400: refused');
    expect([calls, breaker.state]).toEqual([1, CircuitState.Closed]);
    await expect(policy.execute(async () => 'ok')).resolves.toBe('ok');
  });
});
