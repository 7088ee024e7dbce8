import { MESSAGE_LOCALES } from '@atria/contracts/messages-i18n';
import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS, type MailTexts } from './mail-texts';
import { addedMail, invitationMail, reminderMail } from './mail.templates';

const ARGS = ['«A»', '«B»', 7, '«D»'] as const;

/** Each text of a language with sample arguments (a count where the text takes one). */
function sample(texts: MailTexts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => {
      if (typeof value !== 'function') return [key, String(value)];
      const fn = value as (...args: unknown[]) => string;
      if (key === 'reminderSubject') return [key, fn(7, '«B»')];
      if (key === 'reminderLine') return [key, fn('«A»', '«B»', 7, '«D»')];
      return [key, fn(...ARGS.slice(0, fn.length))];
    }),
  );
}

describe('mail texts in every language (docs/i18n.md#mails)', () => {
  const english = sample(MAIL_TEXTS.en);

  it.each(MESSAGE_LOCALES.filter((l) => l !== 'en'))('%s has every text, translated, with every argument', (l) => {
    const texts = sample(MAIL_TEXTS[l]);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(texts)) {
      expect(value.trim(), key).not.toBe('');
      if (key !== 'dir') expect(value, key).not.toBe(english[key]);
      for (const arg of ['«A»', '«B»', '«D»']) if (english[key]?.includes(arg)) expect(value, key).toContain(arg);
      if (english[key]?.includes('7')) expect(value, key).toContain('7');
    }
  });

  it('writes German mails in German, and says a minute or now in each language', () => {
    const mail = invitationMail({
      firstName: 'Jonas',
      inviterName: 'Olga Owner',
      place: { kind: 'organization', name: 'Lumen' },
      link: 'https://atria.test/invite/abc',
      locale: 'de',
    });
    expect(mail.subject).toBe('Olga Owner hat dich zu Lumen auf Atria eingeladen');
    expect(mail.text).toContain('Hallo Jonas,');
    expect(mail.text).toContain('Einladung annehmen: https://atria.test/invite/abc');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    const base = { firstName: 'R', sessionTitle: 'Keynote', eventTitle: 'Summit', localStart: '10:00', link: 'x' };
    expect(reminderMail({ ...base, minutesBefore: 1, locale: 'de' }).subject).toBe('Beginnt in 1 Minute: Keynote');
    expect(reminderMail({ ...base, minutesBefore: 0, locale: 'ar' }).subject).toBe('تبدأ الآن: Keynote');
    expect(reminderMail({ ...base, minutesBefore: 2, locale: 'ar' }).subject).toBe('تبدأ خلال دقيقتين: Keynote');
  });

  it('writes Arabic mails right to left, the link kept left to right, names still escaped', () => {
    const mail = addedMail({
      firstName: '<b>Ali</b>',
      inviterName: 'Olga',
      place: { kind: 'event', name: 'Summit & <i>Co</i>' },
      link: 'https://atria.test/app/events/4',
      locale: 'ar',
    });
    expect(mail.subject).toBe('تمت إضافتك إلى Summit & <i>Co</i> على Atria');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toMatch(/<body dir="rtl" style="[^"]*direction:rtl;text-align:right/);
    expect(mail.html).toContain('<a href="https://atria.test/app/events/4" dir="ltr">');
    expect(mail.html).toContain('Summit &amp; &lt;i&gt;Co&lt;/i&gt;');
    expect(mail.html).not.toContain('<b>Ali</b>');
    expect(mail.text).toContain('فتح الفعالية: https://atria.test/app/events/4');
  });

  it('keeps English mails as they were when no language is given', () => {
    const mail = invitationMail({
      firstName: 'Ann',
      inviterName: 'Olga',
      place: { kind: 'event', name: 'Summit' },
      link: 'https://atria.test/invite/x',
    });
    expect(mail.subject).toBe('Olga invited you to Summit on Atria');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });
});
