import type { Login } from '@atria/contracts';
import type { LoginRow } from './account.repository';

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const UNKNOWN_DEVICE = 'Unknown device';

/**
 * A User-Agent in a few words: 'Chrome on Linux', 'Safari on iOS'. Order matters (Edge and Opera also say
 * Chrome, Chrome also says Safari, Android also says Linux). Anything not recognised is shown shortened as sent.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return browser ?? system ?? UNKNOWN_DEVICE;
  return userAgent.trim().slice(0, 60);
}

/** A login as its owner sees it; `current` marks the login the request was made with. */
export function toLogin(row: LoginRow, currentFamily: string): Login {
  return {
    id: row.family_id,
    device: describeDevice(row.user_agent),
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.family_id === currentFamily,
  };
}
