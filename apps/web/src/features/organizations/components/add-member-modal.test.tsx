import { MESSAGES } from '@atria/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, getModalState, openModal } from '../../modals';
import { AddMemberModal } from './add-member-modal';

vi.mock('../../../lib/navigation', () => ({ hardRedirect: vi.fn() }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const member = {
  id: 9,
  first_name: 'Grace',
  last_name: 'Hopper',
  full_name: 'Grace Hopper',
  image_url: null,
  email: 'grace@example.com',
  role: 'MEMBER',
  invitation_pending: true,
  joined_at: '2030-01-01T00:00:00Z',
};

function serve(routes: { checkEmail: unknown; add: () => Response }) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/users/check-email')) return json(200, routes.checkEmail);
      posted.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
      return routes.add();
    }),
  );
  return posted;
}

function renderModal() {
  openModal('addMember', { orgId: 3 });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddMemberModal />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AddMemberModal', () => {
  beforeEach(() => closeAllModals());
  afterEach(cleanup);

  it("shows the spec's messages for an empty form", async () => {
    serve({ checkEmail: { user: null }, add: () => json(500, {}) });
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeTruthy();
  });

  it('prefills and locks the names of an existing account', async () => {
    serve({
      checkEmail: { user: { first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace' } },
      add: () => json(500, {}),
    });
    renderModal();
    type('Email', 'ada@example.com');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada'));
    expect(screen.getByLabelText<HTMLInputElement>('Last name').readOnly).toBe(true);
  });

  it("reports 'User already in organization' on the email field for a 409", async () => {
    const posted = serve({
      checkEmail: { user: null },
      add: () => json(409, { status: 409, code: 'CONFLICT', message: 'Conflict' }),
    });
    renderModal();
    type('Email', 'grace@example.com');
    type('First name', 'Grace');
    type('Last name', 'Hopper');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'ADMIN' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(await screen.findByText(MESSAGES.userAlreadyInOrg)).toBeTruthy();
    expect(posted).toEqual([{ email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', role: 'ADMIN' }]);
  });

  it("shows a new person's claim link, then closes on Done", async () => {
    serve({
      checkEmail: { user: null },
      add: () => json(201, { member, invitation_path: '/invite/abcdefghijklmnop' }),
    });
    renderModal();
    type('Email', 'grace@example.com');
    type('First name', 'Grace');
    type('Last name', 'Hopper');
    fireEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    const link = await screen.findByLabelText<HTMLInputElement>('Invitation link');
    expect(link.value).toBe(`${window.location.origin}/invite/abcdefghijklmnop`);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(getModalState().activeModals).toEqual([]);
  });
});
