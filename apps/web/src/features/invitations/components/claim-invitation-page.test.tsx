import { MESSAGES } from '@atria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimInvitationPage } from './claim-invitation-page';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
  useNavigate: () => vi.fn(),
}));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ClaimInvitationPage token="a-token-of-enough-length" />
    </QueryClientProvider>,
  );
}

describe('ClaimInvitationPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the invitation was withdrawn when the link answers 410', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(410, { status: 410, code: 'GONE', message: MESSAGES.invitationWithdrawn })),
    );
    renderPage();
    expect(await screen.findByText(MESSAGES.invitationWithdrawn)).toBeTruthy();
    expect(screen.queryByText('Error loading invitation')).toBeNull();
  });

  it('still calls an unknown or used link no longer valid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { status: 404, code: 'NOT_FOUND', message: 'Invitation not found' })),
    );
    renderPage();
    expect(await screen.findByText('This invitation link is no longer valid')).toBeTruthy();
  });
});
