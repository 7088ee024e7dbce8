import { describe, expect, it } from 'vitest';
import { describeDevice } from './account.mapper';
import { accountPolicy } from './account.policy';

describe('accountPolicy.deletionRefusal', () => {
  it('lets the person go when every organization they own has another owner, or they own none', () => {
    expect(accountPolicy.deletionRefusal([])).toBeNull();
    expect(accountPolicy.deletionRefusal([{ name: 'Acme', otherOwners: 1 }])).toBeNull();
  });

  it('names the one organization that would be left without an owner, and what to do', () => {
    expect(
      accountPolicy.deletionRefusal([
        { name: 'Acme', otherOwners: 0 },
        { name: 'Shared', otherOwners: 2 },
      ]),
    ).toBe('You are the last owner of Acme. Make someone else an owner or delete the organization first.');
  });

  it('names several in a list', () => {
    const owned = ['Acme', 'Beta', 'Gamma'].map((name) => ({ name, otherOwners: 0 }));
    expect(accountPolicy.deletionRefusal(owned)).toBe(
      'You are the last owner of Acme, Beta and Gamma. Make someone else an owner or delete those organizations first.',
    );
  });
});

describe('accountPolicy.isProtectedDemo', () => {
  it('protects the demo email in any case, only while demo data is on', () => {
    expect(accountPolicy.isProtectedDemo('DemoUser@demo.com', 'demouser@demo.com')).toBe(true);
    expect(accountPolicy.isProtectedDemo('someone@demo.com', 'demouser@demo.com')).toBe(false);
    expect(accountPolicy.isProtectedDemo('demouser@demo.com', null)).toBe(false);
  });
});

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox on macOS'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/114.0.0.0',
      'Opera on Windows',
    ],
  ])('reads %s as %s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });

  it('says "Unknown device" without a User-Agent and shows anything else shortened, as sent', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('  ')).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeDevice(`bot/${'x'.repeat(200)}`)).toHaveLength(60);
  });
});
