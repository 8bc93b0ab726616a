import { createHash } from 'node:crypto';

export interface DeviceInfo {
  /** Stable per browser build and platform: a hash of the user agent. */
  readonly deviceId: string;
  /** e.g. "Chrome on Windows". */
  readonly name: string;
  /** Browser version, e.g. "126.0". */
  readonly version: string;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/SamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/FxiOS\/([\d.]+)/, 'Firefox'],
  [/CriOS\/([\d.]+)/, 'Chrome'],
  [/Chrome\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari\//, 'Safari'],
  [/curl\/([\d.]+)/, 'curl'],
  [/node(?:-fetch)?\/?([\d.]*)/i, 'Node.js'],
  [/undici/i, 'Node.js'],
];

const PLATFORMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Name and version of the browser behind a user agent (best effort; unknown agents read "Unknown"). */
export function deviceOf(userAgent: string): DeviceInfo {
  const ua = userAgent.slice(0, 300);
  const deviceId = createHash('sha256').update(ua).digest('hex').slice(0, 24);
  let browser = 'Unknown';
  let version = '';
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = name;
      version = (m[1] ?? '').split('.').slice(0, 2).join('.');
      break;
    }
  }
  const platform = PLATFORMS.find(([re]) => re.test(ua))?.[1];
  return { deviceId, name: platform ? `${browser} on ${platform}` : browser, version };
}
