import { within } from './within';

describe('within', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the promise and clears its timer at once', async () => {
    jest.useFakeTimers();
    await expect(within(2_000, Promise.resolve('up'))).resolves.toBe('up');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects with the message when the promise is slower than the limit', async () => {
    jest.useFakeTimers();
    const answer = within(1_000, new Promise(() => undefined), 'redis timeout');
    jest.advanceTimersByTime(1_000);
    await expect(answer).rejects.toThrow('redis timeout');
  });

  it('passes the rejection of the promise on and clears its timer', async () => {
    jest.useFakeTimers();
    await expect(within(1_000, Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(jest.getTimerCount()).toBe(0);
  });
});
