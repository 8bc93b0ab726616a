import { afterEach, describe, expect, it } from 'vitest';
import { loadScripts, thirdPartyScripts } from './third-party-scripts';

const urls = { chatWidgetUrl: 'https://chat.example.com/w.js', sessionRecordingUrl: 'https://rec.example.com/r.js' };

describe('thirdPartyScripts (spec §1)', () => {
  it('loads the chat widget for the default brand unless the user type is 6 or 18', () => {
    expect(thirdPartyScripts({ brandId: 'default', userTypeId: null, ...urls }).map((s) => s.id)).toEqual(['chat-widget']);
    expect(thirdPartyScripts({ brandId: 'default', userTypeId: 8, ...urls }).map((s) => s.id)).toEqual(['chat-widget']);
    expect(thirdPartyScripts({ brandId: 'default', userTypeId: 6, ...urls })).toEqual([]);
    expect(thirdPartyScripts({ brandId: 'default', userTypeId: 18, ...urls })).toEqual([]);
  });

  it('loads the session recording for the finance brand only', () => {
    expect(thirdPartyScripts({ brandId: 'finance', userTypeId: 6, ...urls })).toEqual([{ id: 'session-recording', src: urls.sessionRecordingUrl }]);
    for (const brandId of ['trade-in', 'dealer-group', 'listing', 'directory'] as const)
      expect(thirdPartyScripts({ brandId, userTypeId: 8, ...urls })).toEqual([]);
  });

  it('loads nothing when the URL is not configured', () => {
    expect(thirdPartyScripts({ brandId: 'default', userTypeId: null })).toEqual([]);
    expect(thirdPartyScripts({ brandId: 'finance', userTypeId: null })).toEqual([]);
  });
});

describe('loadScripts', () => {
  afterEach(() => document.querySelectorAll('script[data-third-party]').forEach((s) => s.remove()));

  it('adds each script once, async', () => {
    loadScripts([{ id: 'chat-widget', src: urls.chatWidgetUrl }]);
    loadScripts([{ id: 'chat-widget', src: urls.chatWidgetUrl }]);
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-third-party="chat-widget"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.async).toBe(true);
    expect(scripts[0]!.src).toBe(urls.chatWidgetUrl);
  });
});
