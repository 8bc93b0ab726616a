import { SessionWritePositions } from './session-write-positions';
import { formatPosition, laterOf, parseReadAfter } from './write-position';

const at = (transactionId: string, position: string) => ({ transactionId, position });

describe('read-your-writes positions', () => {
  it('reads X-Read-After as "<transactionId>/<position>" and refuses anything else on that header', () => {
    expect(parseReadAfter('8123/44')).toEqual(at('8123', '44'));
    expect(parseReadAfter(undefined)).toBeNull();
    for (const bad of ['44', '8123/', 'a/b', '1/2/3', ['1/2', '3/4']]) {
      expect(() => parseReadAfter(bad)).toThrow(expect.objectContaining({ code: 'http.invalid_read_after', field: 'headers.x-read-after' }));
    }
    expect(formatPosition(at('8123', '44'))).toBe('8123/44');
  });

  it('orders positions by transaction id first, then by sequence (as the store reads them)', () => {
    expect(laterOf(at('9', '1'), at('8', '500'))).toEqual(at('9', '1'));
    expect(laterOf(at('9', '2'), at('9', '10'))).toEqual(at('9', '10'));
    expect(laterOf(null, at('1', '1'))).toEqual(at('1', '1'));
  });

  it("remembers each session's latest write, never moving back, and forgets the oldest session past its capacity", () => {
    const sessions = new SessionWritePositions(2);
    sessions.remember('a', at('10', '5'));
    sessions.remember('a', at('9', '7'));
    expect(sessions.lastWrite('a')).toEqual(at('10', '5'));
    sessions.remember('b', at('11', '1'));
    sessions.remember('a', at('12', '1'));
    sessions.remember('c', at('13', '1'));
    expect(sessions.lastWrite('b')).toBeNull();
    expect(sessions.lastWrite('a')).toEqual(at('12', '1'));
    expect(sessions.lastWrite('c')).toEqual(at('13', '1'));
  });
});
