import { describe, expect, it } from 'vitest';
import { addedMail, escapeHtml, invitationMail, reinvitationMail, reminderMail } from './mail.templates';

const hostile = {
  firstName: '<img src=x onerror=alert(1)>',
  inviterName: 'Eve "the" <b>boss</b>',
  link: 'https://atria.test/invite/abc?x=1&y="2"',
};

describe('mail templates', () => {
  it('escapes names and links in the HTML body', () => {
    const mail = invitationMail({ ...hostile, place: { kind: 'event', name: 'Launch & <script>alert(1)</script>' } });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Launch &amp; &lt;script&gt;');
    expect(mail.html).toContain('href="https://atria.test/invite/abc?x=1&amp;y=&quot;2&quot;"');
  });

  it('keeps the text body readable, with the raw link', () => {
    const mail = invitationMail({ ...hostile, place: { kind: 'organization', name: 'Acme' } });
    expect(mail.text).toContain('https://atria.test/invite/abc?x=1&y="2"');
    expect(mail.text).toContain('the organization Acme');
  });

  it('keeps the subject on one line whatever the names hold', () => {
    const mail = reinvitationMail({ ...hostile, place: { kind: 'event', name: 'Day\r\nBcc: victim@example.test' } });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('Your invitation to Day Bcc: victim@example.test on Atria, sent again');
  });

  it('tells an existing account where it was added', () => {
    const mail = addedMail({
      firstName: 'Ada',
      inviterName: 'Grace Hopper',
      place: { kind: 'event', name: 'Summit' },
      link: 'https://atria.test/app/events/4',
    });
    expect(mail.subject).toBe('You were added to Summit on Atria');
    expect(mail.text).toContain('Open the event: https://atria.test/app/events/4');
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('reminds of a session with its start, on one subject line, escaped in HTML', () => {
    const base = {
      firstName: 'Rita',
      eventTitle: 'Summit <b>2031</b>',
      localStart: '2031-06-01 10:00 GMT+2',
      link: 'https://atria.test/app/events/1/sessions/2',
    };
    const soon = reminderMail({ ...base, sessionTitle: 'Keynote\r\nBcc: x@evil.test', minutesBefore: 10 });
    expect(soon.subject).toBe('Starting in 10 minutes: Keynote Bcc: x@evil.test');
    expect(soon.text).toContain('starts in 10 minutes, at 2031-06-01 10:00 GMT+2.');
    expect(soon.text).toContain('Open the session: https://atria.test/app/events/1/sessions/2');
    expect(soon.html).toContain('Summit &lt;b&gt;2031&lt;/b&gt;');
    expect(reminderMail({ ...base, sessionTitle: 'Keynote', minutesBefore: 0 }).subject).toBe('Starting now: Keynote');
  });
});
