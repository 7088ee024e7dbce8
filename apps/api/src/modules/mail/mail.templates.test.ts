import { describe, expect, it } from 'vitest';
import { addedMail, escapeHtml, invitationMail, reinvitationMail } from './mail.templates';

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
});
