import { deviceOf } from './user-agent';

describe('deviceOf', () => {
  it('names common browsers with their version', () => {
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.127 Safari/537.36'))
      .toMatchObject({ name: 'Chrome on Windows', version: '126.0' });
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'))
      .toMatchObject({ name: 'Safari on macOS', version: '17.5' });
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toMatchObject({ name: 'Firefox on Linux', version: '128.0' });
    expect(deviceOf('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0.2592.87')).toMatchObject({ name: 'Edge on Windows' });
    expect(deviceOf('')).toMatchObject({ name: 'Unknown', version: '' });
  });
  it('gives the same id to the same agent', () => {
    expect(deviceOf('a').deviceId).toBe(deviceOf('a').deviceId);
    expect(deviceOf('a').deviceId).not.toBe(deviceOf('b').deviceId);
  });
});
