import { MESSAGES, directionControlMessage } from '@atria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateOrganizationModal } from './organization-modal';

function renderCreate() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateOrganizationModal />
    </QueryClientProvider>,
  );
}

const submitName = (name: string) => {
  fireEvent.change(screen.getByLabelText('Organization name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Organization' }));
};

describe('CreateOrganizationModal', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b', MESSAGES.orgNameMin],
    ['a letter and a word joiner', 'A\u2060', MESSAGES.orgNameMin],
    ['a right-to-left override', '\u202egnp.exe', directionControlMessage('Organization name')],
    ['101 characters', 'x'.repeat(101), MESSAGES.orgNameMax],
  ])("refuses a name of %s with the contract's message, without a request", async (_what, name, message) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderCreate();
    submitName(name);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the name in NFC without invisible padding', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    renderCreate();
    submitName('\u200bCafe\u0301 Society\u2060');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const init = (fetch.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Caf\u00e9 Society' });
  });
});
