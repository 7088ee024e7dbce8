import type { EventDetail } from '@atria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEvent } from '../../../sessions/testing';
import { LandingEditor } from './landing-editor';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function stubFetch(handler: (method: string, body: unknown) => Response) {
  const calls: Array<{ method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call.method, call.body);
    }),
  );
  return calls;
}

const twoHighlights = buildEvent({
  sections: {
    welcome: null,
    highlights: [
      { title: 'Keynotes', description: 'From the best', icon: null },
      { title: 'Workshops', description: 'Bring a laptop', icon: null },
    ],
    faqs: [],
  },
});

function renderEditor(event: EventDetail = buildEvent(), onDone = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LandingEditor event={event} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LandingEditor', () => {
  it("shows the contract's message under an empty question and does not save", async () => {
    const calls = stubFetch(() => reply(200, {}));
    renderEditor();
    click('Add question');
    click('Save Page');
    expect(await screen.findByText('Please fix the highlighted fields.')).toBeTruthy();
    const message = screen.getByText('Question is required');
    expect(input('Question 1').getAttribute('aria-describedby')).toBe(message.id);
    expect(input('Question 1').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('keeps an error until the next save, then clears it', async () => {
    stubFetch(() => reply(200, twoHighlights));
    renderEditor();
    click('Add question');
    click('Save Page');
    await screen.findByText('Question is required');
    type('Question 1', 'Is it recorded?');
    type('Answer 1', 'Yes');
    expect(screen.getByText('Question is required')).toBeTruthy();
    click('Save Page');
    await waitFor(() => expect(screen.queryByText('Question is required')).toBeNull());
  });

  it('removes a row and moves the later rows up, values with them', async () => {
    const calls = stubFetch(() => reply(200, twoHighlights));
    const onDone = renderEditor(twoHighlights);
    expect(input('Highlight 2 title').value).toBe('Workshops');
    click('Remove highlight 1');
    expect(input('Highlight 1 title').value).toBe('Workshops');
    expect(screen.queryByLabelText('Highlight 2 title')).toBeNull();
    click('Save Page');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      sections: { highlights: [{ title: 'Workshops', description: 'Bring a laptop', icon: null }] },
    });
  });

  it('sends the edited fields, format included, and closes', async () => {
    const calls = stubFetch(() => reply(200, buildEvent()));
    const onDone = renderEditor();
    type('Hero description', 'Three days of talks');
    click('Add highlight');
    type('Highlight 1 title', 'Hands-on');
    type('Highlight 1 description', 'Bring a laptop');
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'HYBRID' } });
    type('City', 'Lisbon');
    click('Save Page');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      hero_description: 'Three days of talks',
      event_format: 'HYBRID',
      venue_city: 'Lisbon',
      venue_name: null,
      sections: { highlights: [{ title: 'Hands-on', description: 'Bring a laptop', icon: null }], faqs: [] },
    });
  });

  it("puts the server's field errors on their fields by body path", async () => {
    stubFetch(() =>
      reply(422, {
        status: 422,
        code: 'VALIDATION',
        message: 'Invalid',
        errors: { 'sections.highlights.1.title': ['Title is taken'] },
      }),
    );
    const onDone = renderEditor(twoHighlights);
    click('Save Page');
    const message = await screen.findByText('Title is taken');
    expect(input('Highlight 2 title').getAttribute('aria-describedby')).toBe(message.id);
    expect(input('Highlight 1 title').getAttribute('aria-invalid')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('stops adding highlights at the limit of 12', () => {
    renderEditor();
    for (let i = 0; i < 12; i += 1) click('Add highlight');
    expect(screen.getByLabelText('Highlight 12 title')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add highlight' }).disabled).toBe(true);
  });
});
