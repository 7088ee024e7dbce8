import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { attendeeView } from '../../../lib/event-paths';
import { renderWithRouter } from '../render-with-router';
import { buildSession, buildSpeaker } from '../testing';
import { SessionCard } from './session-card';

const session = buildSession({
  id: 11,
  event_id: 7,
  title: 'Panel: remote attendees',
  session_type: 'PANEL',
  start_time: '10:15',
  end_time: '11:15',
  description: 'Producers and hosts.',
  session_speakers: [
    buildSpeaker(1, 'PANELIST', { speaker_name: 'kenji Watanabe', order: 1 }),
    buildSpeaker(2, 'MODERATOR', {
      speaker_name: 'Sofia Lindqvist',
      title: 'Community Lead',
      company_name: 'Open Venue',
      order: 2,
      social_links: { linkedin: 'https://www.linkedin.com/in/sofia', website: 'https://example.com/sofia' },
    }),
    buildSpeaker(3, 'HOST', { speaker_name: 'Demo User', image_url: 'https://example.com/demo.png', order: 3 }),
  ],
});

function Harness({ view = attendeeView }: { view?: Parameters<typeof SessionCard>[0]['view'] }) {
  const [expanded, setExpanded] = useState(false);
  return <SessionCard session={session} view={view} expanded={expanded} onToggle={() => setExpanded((v) => !v)} />;
}

describe('SessionCard', () => {
  afterEach(cleanup);

  it('shows the type tag, the linked title and the h:mm a times', async () => {
    await renderWithRouter(() => <Harness />);
    expect(screen.getByText('Panel')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Panel: remote attendees' }).getAttribute('href')).toBe(
      '/app/events/7/sessions/11',
    );
    expect(screen.getByText('10:15 AM - 11:15 AM')).toBeTruthy();
  });

  it('links to the organizer session route in the organizer view', async () => {
    await renderWithRouter(() => <Harness view={{ kind: 'organizer', orgId: '3' }} />);
    expect(screen.getByRole('link', { name: 'Panel: remote attendees' }).getAttribute('href')).toBe(
      '/app/organizations/3/events/7/sessions/11',
    );
  });

  it('expands to the description and the speakers grouped HOST, MODERATOR, PANELIST', async () => {
    await renderWithRouter(() => <Harness />);
    const toggle = screen.getByRole('button', { name: 'Show details of Panel: remote attendees' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Producers and hosts.')).toBeTruthy();

    const groups = screen.getAllByTestId(/^speaker-group-/).map((g) => g.dataset.testid);
    expect(groups).toEqual(['speaker-group-HOST', 'speaker-group-MODERATOR', 'speaker-group-PANELIST']);
    const moderator = screen.getByTestId('speaker-group-MODERATOR');
    expect(within(moderator).getByText('Community Lead @ Open Venue')).toBeTruthy();
    // Avatar: the image when there is one, else the first letter of the name.
    expect(screen.getByTestId('speaker-group-HOST').querySelector('img')?.getAttribute('src')).toBe(
      'https://example.com/demo.png',
    );
    expect(within(screen.getByTestId('speaker-group-PANELIST')).getByText('K')).toBeTruthy();
  });

  it('shows the speakers in role order on the closed card, and marks only a live session', async () => {
    await renderWithRouter(() => <Harness />);
    const summary = screen.getByTestId('card-speakers');
    expect(summary.getAttribute('title')).toBe('Demo User, Sofia Lindqvist, kenji Watanabe');
    expect(within(summary).getByText('Speakers: Demo User, Sofia Lindqvist, kenji Watanabe')).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
    cleanup();
    await renderWithRouter(() => (
      <SessionCard
        session={{ ...session, status: 'LIVE' }}
        view={attendeeView}
        expanded={false}
        onToggle={() => undefined}
      />
    ));
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByRole('article').dataset.live).toBe('true');
  });

  it('opens LinkedIn and website links in a new tab without an opener', async () => {
    await renderWithRouter(() => <Harness />);
    fireEvent.click(screen.getByRole('button', { name: /Show details/ }));
    for (const name of [
      'Sofia Lindqvist on LinkedIn (opens in a new tab)',
      'Sofia Lindqvist on Website (opens in a new tab)',
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
