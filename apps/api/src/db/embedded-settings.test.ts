import { describe, expect, it } from 'vitest';
import { serverSettings, socketFits } from './embedded-settings';

describe('the embedded server settings', () => {
  it('put the unix socket in the cluster folder when its path fits, and leave TCP on loopback only', () => {
    const settings = serverSettings('/srv/atria/data/postgres', true);
    expect(settings).toContain('unix_socket_directories=/srv/atria/data/postgres');
    expect(settings).toContain('unix_socket_permissions=0700');
    expect(settings).toContain('listen_addresses=127.0.0.1');
  });

  it('have no unix socket when the folder path is too long for one', () => {
    const long = `/srv/${'x'.repeat(100)}/postgres`;
    expect(socketFits(long)).toBe(false);
    expect(serverSettings(long, true)).toContain('unix_socket_directories=');
  });

  it('keep crash safety in a durable cluster and drop it only for throwaway ones', () => {
    const durable = serverSettings('/d/postgres', true);
    expect(durable.some((s) => /^(fsync|full_page_writes)=off$/.test(s))).toBe(false);
    expect(serverSettings('/d/postgres', false)).toEqual(expect.arrayContaining(['fsync=off', 'full_page_writes=off']));
  });
});
