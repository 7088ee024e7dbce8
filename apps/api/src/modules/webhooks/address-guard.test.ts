import { describe, expect, it } from 'vitest';
import { BlockedAddressError, isBlockedAddress, resolveAllowed } from './address-guard';

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254', // cloud metadata
    '100.64.0.1', // carrier-grade NAT
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:a00:1',
    '::127.0.0.1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2001:db8::1',
    'not-an-ip',
  ])('refuses %s', (ip) => expect(isBlockedAddress(ip)).toBe(true));

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001::1'])(
    'lets %s through',
    (ip) => expect(isBlockedAddress(ip)).toBe(false),
  );
});

describe('resolveAllowed', () => {
  const resolver = (map: Record<string, string[]>) => async (host: string) =>
    (map[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('answers the public address a name resolves to', async () => {
    const r = resolver({ 'hooks.example': ['93.184.215.14'] });
    await expect(resolveAllowed('hooks.example', [], r)).resolves.toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('refuses a name that resolves only to private addresses, and skips private ones among public', async () => {
    const r = resolver({ 'evil.example': ['10.0.0.5', '::1'], 'mixed.example': ['127.0.0.1', '93.184.215.14'] });
    await expect(resolveAllowed('evil.example', [], r)).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(resolveAllowed('mixed.example', [], r)).resolves.toMatchObject({ address: '93.184.215.14' });
  });

  it('refuses loopback literals unless allow-listed by address or by name', async () => {
    await expect(resolveAllowed('127.0.0.1', [])).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(resolveAllowed('127.0.0.1', ['127.0.0.1'])).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    const r = resolver({ 'receiver.test': ['127.0.0.1'] });
    await expect(resolveAllowed('receiver.test', ['receiver.test'], r)).resolves.toMatchObject({
      address: '127.0.0.1',
    });
  });
});
