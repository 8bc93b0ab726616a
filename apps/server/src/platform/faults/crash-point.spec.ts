import fs from 'node:fs';
import { armCrashPoint, crashPoint } from './crash-point';

describe('crash points (CRASH_AT)', () => {
  let kill: jest.SpyInstance;
  let write: jest.SpyInstance;
  beforeEach(() => {
    kill = jest.spyOn(process, 'kill').mockImplementation(() => true);
    write = jest.spyOn(fs, 'writeSync').mockImplementation(() => 0);
  });
  afterEach(() => {
    armCrashPoint(undefined, false);
    kill.mockRestore();
    write.mockRestore();
  });

  it('kills the process with SIGKILL the n-th time the named point is reached, and only then', () => {
    expect(armCrashPoint('webhook:3', false)).toContain('webhook');
    crashPoint('webhook');
    crashPoint('lock');
    crashPoint('webhook');
    expect(kill).not.toHaveBeenCalled();
    crashPoint('webhook');
    expect(kill).toHaveBeenCalledTimes(1);
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL');
  });

  it('counts 1 when no count is given', () => {
    armCrashPoint('refund', false);
    crashPoint('refund');
    expect(kill).toHaveBeenCalledTimes(1);
  });

  it('arms several points at once, each for its subject only, and says which one it reached on stderr', () => {
    expect(armCrashPoint('lock@v1,step-save@v2/trade-in,webhook:2@v3', false)).toContain('"step-save" of v2/trade-in');
    crashPoint('lock', 'v2');
    crashPoint('step-save', 'v2/personal-details');
    crashPoint('webhook', 'v3');
    crashPoint('step-save', 'v1/trade-in');
    expect(kill).not.toHaveBeenCalled();
    crashPoint('step-save', 'v2/trade-in');
    expect(kill).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith(2, 'CRASH_AT reached: step-save@v2/trade-in\n');
  });

  it('is ignored in production, and does nothing unarmed', () => {
    expect(armCrashPoint('lock:1', true)).toBe('CRASH_AT is ignored in production');
    crashPoint('lock');
    armCrashPoint(undefined, false);
    crashPoint('lock');
    expect(kill).not.toHaveBeenCalled();
  });

  it('refuses an unknown point or a malformed count', () => {
    expect(() => armCrashPoint('nowhere:1', false)).toThrow(/CRASH_AT/);
    expect(() => armCrashPoint('lock:0', false)).toThrow(/CRASH_AT/);
    expect(() => armCrashPoint('lock:x', false)).toThrow(/CRASH_AT/);
    expect(() => armCrashPoint('lock@v1,nowhere@v2', false)).toThrow(/CRASH_AT/);
  });
});
