import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, uniqueEmail } from './fixtures';

/** People and data for the layout journeys, made through the API (the journeys test screens, not forms). */

export const PASSWORD = 'layout-password-1';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** Someone with an account; API calls log in again when the short e2e access token has expired. */
export class Person {
  constructor(
    readonly request: APIRequestContext,
    readonly email: string,
    readonly id: number,
    private tokens: Tokens,
    private readonly password = PASSWORD,
  ) {}

  get initialTokens(): Tokens {
    return this.tokens;
  }

  async call<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<T> {
    const send = () =>
      this.request.fetch(`/api${path}`, {
        method,
        data,
        headers: { Authorization: `Bearer ${this.tokens.access_token}` },
      });
    let res = await send();
    if (res.status() === 401) {
      const login = await this.request.post('/api/auth/login', {
        data: { email: this.email, password: this.password },
      });
      expect(login.ok()).toBe(true);
      this.tokens = (await login.json()) as Tokens;
      res = await send();
    }
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (res.status() === 204 ? null : await res.json()) as T;
  }
}

async function withId(request: APIRequestContext, email: string, tokens: Tokens, password = PASSWORD): Promise<Person> {
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect(me.ok()).toBe(true);
  const body = (await me.json()) as { id?: number; user?: { id: number } };
  const id = body.user?.id ?? body.id ?? 0;
  return new Person(request, email, id, tokens, password);
}

export async function signUp(
  request: APIRequestContext,
  label: string,
  first = 'Olga',
  last = 'Organizer',
): Promise<Person> {
  const email = uniqueEmail(label);
  const res = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, first_name: first, last_name: last },
  });
  expect(res.status()).toBe(201);
  return withId(request, email, (await res.json()) as Tokens);
}

/** The seeded demo account (the e2e server runs with ATRIA_DEMO=1). */
export async function demoUser(request: APIRequestContext): Promise<Person> {
  const password = 'demopassword';
  const res = await request.post('/api/auth/login', { data: { email: 'demouser@demo.com', password } });
  expect(res.ok()).toBe(true);
  return withId(request, 'demouser@demo.com', (await res.json()) as Tokens, password);
}

/** The demo organization's conference: its ids. */
export async function demoConference(demo: Person): Promise<{ orgId: number; eventId: number }> {
  const orgs = await demo.call<{ organizations: Array<{ id: number; name: string }> }>('GET', '/organizations');
  const org = orgs.organizations.find((o) => o.name === 'Atria Demo Org');
  if (!org) throw new Error('no demo organization');
  const events = await demo.call<{ events: Array<{ id: number; event_type: string }> }>(
    'GET',
    `/organizations/${org.id}/events`,
  );
  const conference = events.events.find((e) => e.event_type === 'CONFERENCE');
  if (!conference) throw new Error('no demo conference');
  return { orgId: org.id, eventId: conference.id };
}

/** Adds a new email to the event and claims the invitation, as the invitee would through the link. */
export async function invite(
  organizer: Person,
  eventId: number,
  first: string,
  last: string,
  role: string,
): Promise<Person> {
  const email = uniqueEmail('invitee');
  const added = await organizer.call<{ event_user: { user_id: number }; invitation_path: string }>(
    'POST',
    `/events/${eventId}/users/add`,
    {
      email,
      first_name: first,
      last_name: last,
      role,
    },
  );
  const token = added.invitation_path.split('/').pop() ?? '';
  const claim = await organizer.request.post(`/api/invitations/${token}/claim`, { data: { password: PASSWORD } });
  expect(claim.ok()).toBe(true);
  return new Person(organizer.request, email, added.event_user.user_id, (await claim.json()) as Tokens);
}

export const isoDay = (offset: number): string => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

export async function createOrg(organizer: Person, name = `Org ${Date.now().toString(36)}`): Promise<number> {
  return (await organizer.call<{ id: number }>('POST', '/organizations', { name })).id;
}

export async function createEvent(
  organizer: Person,
  orgId: number,
  type: 'CONFERENCE' | 'SINGLE_SESSION',
  extra: Record<string, unknown> = {},
): Promise<number> {
  const event = await organizer.call<{ id: number }>('POST', `/organizations/${orgId}/events`, {
    title: type === 'CONFERENCE' ? 'Layout Summit' : 'Layout Livestream',
    event_type: type,
    start_date: isoDay(30),
    end_date: isoDay(type === 'CONFERENCE' ? 31 : 30),
    company_name: 'Atria',
    ...extra,
  });
  return event.id;
}

/** Signs the page in with the person's tokens, once: later loads keep whatever the app refreshed them to. */
export async function signIn(page: Page, person: Person): Promise<void> {
  await page.addInitScript((tokens: Tokens) => {
    if (!window.localStorage.getItem('refresh_token')) {
      window.localStorage.setItem('access_token', tokens.access_token);
      window.localStorage.setItem('refresh_token', tokens.refresh_token);
    }
  }, person.initialTokens);
}

export async function pageFor(
  browser: Browser,
  baseURL: string | undefined,
  person: Person,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signIn(page, person);
  return { context, page };
}

/** Waits for the chat's 'Messaging' control, which loads after the page has settled. */
export async function waitForMessaging(page: Page): Promise<void> {
  await expect(page.getByRole('complementary', { name: 'Messaging' })).toBeVisible({ timeout: 15_000 });
}
