import { armCrashPoint, crashPoint } from './crash-point';

describe('crash points (CRASH_AT)', () => {
  let kill: jest.SpyInstance;
  beforeEach(() => {
    kill = jest.spyOn(process, 'kill').mockImplementation(() => true);
  });
  afterEach(() => {
    armCrashPoint(undefined, false);
    kill.mockRestore();
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
  });
});
