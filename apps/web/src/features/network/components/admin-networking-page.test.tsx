import type { EventDetail } from '@atria/contracts/zod-free';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminNetworkingPage } from './admin-networking-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const eventOf = (canEdit: boolean) => ({ id: 5, permissions: { can_edit: canEdit, is_admin: canEdit } }) as EventDetail;

/** A server holding one event's settings: GET answers them, PATCH answers `patched(body)` (by default: merged). */
function server(patched?: (body: Record<string, unknown>) => Response) {
  let settings = { event_id: 5, directory_enabled: true, icebreaker: 'Old prompt' as string | null };
  const sent: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.endsWith('/events/5/networking-settings'))
      return json(404, { status: 404, code: 'NOT_FOUND', message: 'Not found' });
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      if (patched) return patched(body);
      settings = { ...settings, ...body };
      return json(200, settings);
    }
    return json(200, settings);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent };
}

const show = (canEdit = true) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AdminNetworkingPage event={eventOf(canEdit)} />
    </QueryClientProvider>,
  );

const prompt = () => screen.getByLabelText('Icebreaker prompt (optional)') as HTMLTextAreaElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save networking settings' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminNetworkingPage', () => {
  it('shows the stored settings, and saves the directory turned off with a new prompt', async () => {
    const { sent } = server();
    show();
    const on = (await screen.findByRole('radio', { name: /^On: everyone at the event/ })) as HTMLInputElement;
    expect(on.checked).toBe(true);
    expect(prompt().value).toBe('Old prompt');
    fireEvent.click(screen.getByRole('radio', { name: /^Off: hidden from attendees/ }));
    fireEvent.change(prompt(), { target: { value: '  What are you working on?  ' } });
    save();
    expect(await screen.findByText('Networking settings saved.')).toBeTruthy();
    expect(sent).toEqual([{ directory_enabled: false, icebreaker: 'What are you working on?' }]);
  });

  it('sends an emptied prompt as none', async () => {
    const { sent } = server();
    show();
    await screen.findByRole('radio', { name: /^On: everyone at the event/ });
    fireEvent.change(prompt(), { target: { value: '' } });
    save();
    expect(await screen.findByText('Networking settings saved.')).toBeTruthy();
    expect(sent).toEqual([{ directory_enabled: true, icebreaker: null }]);
  });

  it('refuses a prompt that shows nothing before sending it', async () => {
    const { sent } = server();
    show();
    await screen.findByRole('radio', { name: /^On: everyone at the event/ });
    fireEvent.change(prompt(), { target: { value: '\u200b\u200b' } });
    save();
    expect(
      await screen.findByText('The icebreaker prompt shows no visible text: write one, or leave it empty'),
    ).toBeTruthy();
    expect(prompt().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("puts the server's field error on the prompt, and a refusal without fields in an alert", async () => {
    let answer = json(422, {
      status: 422,
      code: 'VALIDATION',
      message: 'Validation failed',
      errors: { icebreaker: ['Icebreaker prompt must be at most 200 characters'] },
    });
    server(() => answer);
    show();
    await screen.findByRole('radio', { name: /^On: everyone at the event/ });
    fireEvent.change(prompt(), { target: { value: 'Fine here' } });
    save();
    expect(await screen.findByText('Icebreaker prompt must be at most 200 characters')).toBeTruthy();
    expect(screen.queryByText('Networking settings saved.')).toBeNull();

    answer = json(403, { status: 403, code: 'FORBIDDEN', message: 'Only the event organizers can do this' });
    save();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The settings were not saved: Only the event organizers can do this',
    );
  });

  it('tells someone who may not edit the event so, without asking for the settings', async () => {
    const { fetch } = server();
    show(false);
    expect(await screen.findByText("Only the event's organizers can change its networking settings.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save networking settings' })).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });
});
