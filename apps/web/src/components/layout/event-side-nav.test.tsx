import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../features/sessions/render-with-router';
import { EventSideNav } from './event-side-nav';

afterEach(cleanup);

const nav = (props: { isAdmin?: boolean; canModerate?: boolean }) =>
  renderWithRouter(() => <EventSideNav eventId="7" open narrow={false} onClose={() => undefined} {...props} />);

const links = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('EventSideNav', () => {
  it('links the moderation log for a moderator, who has no admin block', async () => {
    await nav({ canModerate: true });
    expect(links()).toContainEqual(['Moderation log', '/app/events/7/admin/moderation']);
    expect(links()).toContainEqual(['Reports', '/app/events/7/reports']);
    expect(screen.queryByText('Admin')).toBeNull();
  });

  it('links it once for an admin, and not at all for an attendee', async () => {
    await nav({ isAdmin: true, canModerate: true });
    expect(links().filter(([, href]) => href === '/app/events/7/admin/moderation')).toHaveLength(1);
    expect(links()).toContainEqual(['Attendees', '/app/events/7/admin/attendees']);
    cleanup();
    await nav({});
    expect(links().map(([, href]) => href)).not.toContain('/app/events/7/admin/moderation');
    expect(links().map(([, href]) => href)).not.toContain('/app/events/7/reports');
  });

  it("lists Networking settings in an admin's block, beside the other admin pages, with no 'Coming soon' group", async () => {
    await nav({ isAdmin: true });
    const admin = links();
    expect(admin).toContainEqual(['Networking settings', '/app/events/7/admin/networking']);
    expect(admin).toContainEqual(['Sponsor management', '/app/events/7/admin/sponsors']);
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(new Set(admin.map(([label]) => label)).size).toBe(admin.length);
    cleanup();
    await nav({});
    expect(links().map(([, href]) => href)).not.toContain('/app/events/7/admin/networking');
  });
});
