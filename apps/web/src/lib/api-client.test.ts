import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';
import { REFRESH_LOCK_NAME } from './refresh-lock';
import { EARLY_GET_TTL_MS, startEarlyGet } from './early-gets';
import { hardRedirect } from './navigation';

vi.mock('./navigation', () => ({ hardRedirect: vi.fn() }));

interface Call {
  url: string;
  method: string;
  authorization: string | null;
  body: BodyInit | null | undefined;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const unauthorized = { status: 401, code: 'UNAUTHENTICATED', message: 'Token expired' };

/** A fetch double: records calls and answers through `handler`. */
function mockFetch(handler: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const call: Call = {
        url: String(input),
        method: init?.method ?? 'GET',
        authorization: headers.get('Authorization'),
        body: init?.body,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

/**
 * A stand-in for `navigator.locks` (jsdom has none): one exclusive lock per name, granted in order.
 * `hold` takes it as another tab would, until released.
 */
function installFakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  let holders = 0;
  let queued = 0;
  const names: string[] = [];
  const acquire = <T>(run: () => Promise<T>, onGranted: () => void = () => undefined): Promise<T> => {
    const result = tail.then(async () => {
      onGranted();
      holders += 1;
      try {
        return await run();
      } finally {
        holders -= 1;
      }
    });
    tail = result.catch(() => undefined);
    return result;
  };
  const locks = {
    request: (name: string, _options: LockOptions, callback: () => Promise<unknown>) => {
      names.push(name);
      queued += 1;
      return acquire(callback, () => {
        queued -= 1;
      });
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    names,
    isHeld: () => holders > 0,
    waiting: () => queued,
    hold() {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      void acquire(() => released);
      return { release: () => release() };
    },
  };
}

describe('the web API client', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(hardRedirect).mockClear();
  });
  afterEach(() => {
    localStorage.clear();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('sends JSON with the stored bearer token under /api', async () => {
    localStorage.setItem('access_token', 'access-1');
    const calls = mockFetch(() => json(200, { ok: true }));

    const result = await api.organizations.create({ body: { name: 'x' } });
    await api.organizations.members({ params: { orgId: 3 }, query: { page: 2 } });

    expect(result).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      url: '/api/organizations',
      method: 'POST',
      authorization: 'Bearer access-1',
      body: '{"name":"x"}',
    });
    expect(calls[1]).toMatchObject({
      url: '/api/organizations/3/users?page=2',
      method: 'GET',
      authorization: 'Bearer access-1',
    });
  });

  it('takes the answer of a GET that start-up sent with the same token, once, instead of sending it again', async () => {
    localStorage.setItem('access_token', 'access-1');
    const calls = mockFetch((call) => json(200, { url: call.url, authorization: call.authorization }));
    startEarlyGet('/api/events/7/users?page=1', 'access-1');
    expect(calls).toHaveLength(1);

    expect(await api.eventUsers.list({ params: { eventId: 7 }, query: { page: 1 } })).toEqual({
      url: '/api/events/7/users?page=1',
      authorization: 'Bearer access-1',
    });
    expect(calls).toHaveLength(1);
    // Taken once: the next call asks the server again.
    await api.eventUsers.list({ params: { eventId: 7 }, query: { page: 1 } });
    expect(calls).toHaveLength(2);
  });

  it('sends afresh what start-up sent with another token, a write to the same URL, and an answer left too long', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      localStorage.setItem('access_token', 'access-2');
      const calls = mockFetch((call) => json(200, { authorization: call.authorization }));
      startEarlyGet('/api/auth/me', 'access-1');
      startEarlyGet('/api/sessions/2', 'access-2');
      startEarlyGet('/api/auth/logins', 'access-2');

      expect(await api.auth.me()).toEqual({ authorization: 'Bearer access-2' });
      await api.sessions.update({ params: { id: 2 }, body: {} });
      vi.advanceTimersByTime(EARLY_GET_TTL_MS + 1);
      await api.account.listLogins();

      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        'GET /api/auth/me',
        'GET /api/sessions/2',
        'GET /api/auth/logins',
        'GET /api/auth/me',
        'PUT /api/sessions/2',
        'GET /api/auth/logins',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('replays with a fresh token a GET that start-up sent with an expired one', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh-1');
    const calls = mockFetch((call) => {
      if (call.url === '/api/auth/refresh') return json(200, { access_token: 'new', refresh_token: 'refresh-2' });
      return call.authorization === 'Bearer new' ? json(200, { ok: true }) : json(401, unauthorized);
    });
    startEarlyGet('/api/auth/me', 'old');

    expect(await api.auth.me()).toEqual({ ok: true });
    expect(calls.map((call) => `${call.url} ${call.authorization}`)).toEqual([
      '/api/auth/me Bearer old',
      '/api/auth/refresh Bearer refresh-1',
      '/api/auth/me Bearer new',
    ]);
  });

  it('shares one refresh between two concurrent 401s and replays both requests once', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh-1');
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const calls = mockFetch(async (call) => {
      if (call.url === '/api/auth/refresh') {
        await refreshGate;
        return json(200, { access_token: 'new', refresh_token: 'refresh-2' });
      }
      if (call.authorization === 'Bearer new') return json(200, { url: call.url });
      return json(401, unauthorized);
    });

    const both = Promise.all([api.events.get({ params: { id: 1 } }), api.sessions.get({ params: { id: 2 } })]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/auth')).length).toBe(1));
    releaseRefresh();

    await expect(both).resolves.toEqual([{ url: '/api/events/1' }, { url: '/api/sessions/2' }]);
    const refreshCalls = calls.filter((c) => c.url === '/api/auth/refresh');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]).toMatchObject({ method: 'POST', authorization: 'Bearer refresh-1', body: undefined });
    expect(calls.filter((c) => c.url === '/api/events/1')).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/sessions/2')).toHaveLength(2);
    expect(localStorage.getItem('access_token')).toBe('new');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(hardRedirect).not.toHaveBeenCalled();
  });

  it('refreshes while holding the cross-tab lock, so one tab refreshes at a time', async () => {
    const locks = installFakeLocks();
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh-1');
    const held: boolean[] = [];
    const calls = mockFetch((call) => {
      if (call.url === '/api/auth/refresh') {
        held.push(locks.isHeld());
        return json(200, { access_token: 'new', refresh_token: 'refresh-2' });
      }
      return call.authorization === 'Bearer new' ? json(200, { ok: true }) : json(401, unauthorized);
    });

    expect(await api.events.get({ params: { id: 1 } })).toEqual({ ok: true });
    expect(locks.names).toEqual([REFRESH_LOCK_NAME]);
    expect(held).toEqual([true]);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('uses the tokens another tab stored while this one waited for the lock, without refreshing again', async () => {
    const locks = installFakeLocks();
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh-1');
    const calls = mockFetch((call) =>
      call.authorization === 'Bearer new' ? json(200, { url: call.url }) : json(401, unauthorized),
    );
    // Another tab holds the lock: it is refreshing with the same refresh token.
    const otherTab = locks.hold();

    const pending = api.events.get({ params: { id: 1 } });
    await vi.waitFor(() => expect(locks.waiting()).toBe(1));
    localStorage.setItem('access_token', 'new');
    localStorage.setItem('refresh_token', 'refresh-2');
    otherTab.release();

    await expect(pending).resolves.toEqual({ url: '/api/events/1' });
    expect(calls.map((c) => `${c.url} ${c.authorization}`)).toEqual([
      '/api/events/1 Bearer old',
      '/api/events/1 Bearer new',
    ]);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(hardRedirect).not.toHaveBeenCalled();
  });

  it('replays without refreshing when the access token was replaced while the request was out', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh-1');
    const calls = mockFetch((call) => {
      if (call.authorization === 'Bearer new') return json(200, { ok: true });
      // Another tab refreshes while this answer is on its way.
      localStorage.setItem('access_token', 'new');
      localStorage.setItem('refresh_token', 'refresh-2');
      return json(401, unauthorized);
    });

    expect(await api.events.get({ params: { id: 1 } })).toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/events/1', '/api/events/1']);
  });

  it('ends the session when another tab logged out while this one waited for the lock', async () => {
    const locks = installFakeLocks();
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh-1');
    const calls = mockFetch(() => json(401, unauthorized));
    const otherTab = locks.hold();

    const pending = api.events.get({ params: { id: 1 } }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(locks.waiting()).toBe(1));
    localStorage.clear();
    otherTab.release();

    expect(await pending).toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/events/1']);
    expect(hardRedirect).toHaveBeenCalledWith('/');
  });

  it('replays only once when the replayed request is still unauthorized', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh-1');
    const calls = mockFetch((call) =>
      call.url === '/api/auth/refresh'
        ? json(200, { access_token: 'new', refresh_token: 'refresh-2' })
        : json(401, unauthorized),
    );

    await expect(api.events.get({ params: { id: 1 } })).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/events/1', '/api/auth/refresh', '/api/events/1']);
  });

  it('clears storage and goes to / when the refresh is refused', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'revoked');
    localStorage.setItem('unrelated', 'x');
    mockFetch(() => json(401, unauthorized));

    const error = await api.events.get({ params: { id: 1 } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Token expired' });
    expect(localStorage.length).toBe(0);
    expect(hardRedirect).toHaveBeenCalledWith('/');
  });

  it('does not call refresh without a refresh token, and still ends the session', async () => {
    localStorage.setItem('access_token', 'old');
    const calls = mockFetch(() => json(401, unauthorized));

    await expect(api.events.get({ params: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.url)).toEqual(['/api/events/1']);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(hardRedirect).toHaveBeenCalledWith('/');
  });

  it('reports bad login credentials without trying to refresh', async () => {
    localStorage.setItem('refresh_token', 'refresh-1');
    const calls = mockFetch(() => json(401, { status: 401, code: 'UNAUTHENTICATED', message: 'Bad credentials' }));

    await expect(api.auth.login({ body: { email: 'a@b.co', password: 'wrong' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(1);
    expect(hardRedirect).not.toHaveBeenCalled();
  });

  it('throws an ApiError carrying the status and the server error body', async () => {
    const body = {
      status: 409,
      code: 'CONFLICT',
      message: 'Email already in use',
      errors: { email: ['Email already in use'] },
    };
    mockFetch(() => json(409, body));

    const error = await api.auth
      .signup({ body: { email: 'a@b.co', password: 'long enough pw', first_name: 'A', last_name: 'B' } })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, data: body, message: 'Email already in use' });
  });

  it('maps an error answer that is not the contract’s error body to an ApiError with the status only', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.events.get({ params: { id: 1 } })).rejects.toMatchObject({
      status: 502,
      data: null,
      message: 'Request failed with status 502',
    });

    mockFetch(() => json(500, { error: 'boom' }));
    await expect(api.events.get({ params: { id: 1 } })).rejects.toMatchObject({
      status: 500,
      data: null,
      message: 'Request failed with status 500',
    });
  });

  it('throws an ApiError when a successful answer is not JSON', async () => {
    mockFetch(() => new Response('<!doctype html><html></html>', { status: 200 }));
    const error = await api.organizations.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, data: null, message: 'Unexpected response from GET /organizations' });
  });

  it('ends the session when the refresh answers something other than a token pair', async () => {
    localStorage.setItem('access_token', 'old');
    localStorage.setItem('refresh_token', 'refresh-1');
    const calls = mockFetch((call) =>
      call.url === '/api/auth/refresh' ? json(200, { access_token: 'new' }) : json(401, unauthorized),
    );

    await expect(api.events.get({ params: { id: 1 } })).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/events/1', '/api/auth/refresh']);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(hardRedirect).toHaveBeenCalledWith('/');
  });

  it('returns undefined for 204 responses', async () => {
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(api.auth.logout()).resolves.toBeNull();
  });
});
