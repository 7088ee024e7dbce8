import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SignupBody } from './auth';
import { CreateEventBody, SpeakerInfoBody, UpdateEventBody } from './events';
import { CHAT_MESSAGES, MessageContent } from './messages';
import { AddMemberBody, NameYourOrganizationForm, OrganizationBody } from './organizations';
import { CreateSessionBody, UpdateSessionBody } from './sessions';
import { UpdateUserBody } from './users';
import { MESSAGES, directionControlMessage } from './validation';

const ZWSP = '\u200b';
const BIDI_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
/** Strings that show nothing: zero-width and format characters, with or without whitespace. */
const INVISIBLE = [
  `${ZWSP}${ZWSP}`,
  '\u2060\u2060',
  '\ufeff\u200d',
  ` ${ZWSP} \u00a0\u3000`,
  '\u00ad\u00ad\u00ad',
  '\u200c\u200e\u200f',
  '\u0001\u0085\u200b',
];

const fieldMessages = (issues: { path: PropertyKey[]; message: string }[] | undefined, field: string) =>
  (issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const eventBase = {
  title: 'Launch day',
  event_type: 'CONFERENCE',
  start_date: nextWeek,
  end_date: nextWeek,
  company_name: 'Acme',
} as const;

describe('names and titles that show nothing', () => {
  it.each(INVISIBLE.map((v) => [JSON.stringify(v), v]))(
    'refuses %s with the field’s own minimum message',
    (_label, value) => {
      expect(fieldMessages(OrganizationBody.safeParse({ name: value }).error?.issues, 'name')).toEqual([
        MESSAGES.orgNameMin,
      ]);
      expect(fieldMessages(NameYourOrganizationForm.safeParse({ name: value }).error?.issues, 'name')).toEqual([
        MESSAGES.nameMin,
      ]);
      const signup = SignupBody.safeParse({
        email: 'a@b.co',
        password: 'longenough',
        first_name: value,
        last_name: value,
      });
      expect(fieldMessages(signup.error?.issues, 'first_name')).toEqual([MESSAGES.firstNameRequired]);
      expect(fieldMessages(signup.error?.issues, 'last_name')).toEqual([MESSAGES.lastNameRequired]);
      expect(
        fieldMessages(
          AddMemberBody.safeParse({ email: 'a@b.co', first_name: value, last_name: 'B' }).error?.issues,
          'first_name',
        ),
      ).toEqual([MESSAGES.firstNameRequired]);
      expect(fieldMessages(UpdateUserBody.safeParse({ last_name: value }).error?.issues, 'last_name')).toEqual([
        MESSAGES.lastNameRequired,
      ]);
      expect(fieldMessages(CreateSessionBody.safeParse({ title: value }).error?.issues, 'title')).toEqual([
        MESSAGES.titleRequired,
      ]);
      expect(fieldMessages(UpdateSessionBody.safeParse({ title: value }).error?.issues, 'title')).toEqual([
        MESSAGES.titleRequired,
      ]);
      expect(fieldMessages(CreateEventBody.safeParse({ ...eventBase, title: value }).error?.issues, 'title')).toEqual([
        MESSAGES.titleMin,
      ]);
      expect(
        fieldMessages(CreateEventBody.safeParse({ ...eventBase, company_name: value }).error?.issues, 'company_name'),
      ).toEqual([MESSAGES.companyNameRequired]);
    },
  );

  it('counts only visible characters towards a minimum', () => {
    expect(fieldMessages(OrganizationBody.safeParse({ name: `A${ZWSP}` }).error?.issues, 'name')).toEqual([
      MESSAGES.orgNameMin,
    ]);
    expect(
      fieldMessages(CreateEventBody.safeParse({ ...eventBase, title: `ab${ZWSP}\u2060` }).error?.issues, 'title'),
    ).toEqual([MESSAGES.titleMin]);
    expect(
      fieldMessages(CreateEventBody.safeParse({ ...eventBase, title: `a${ZWSP}b` }).error?.issues, 'title'),
    ).toEqual([MESSAGES.titleMin]);
    expect(fieldMessages(OrganizationBody.safeParse({ name: `\u0001${ZWSP}A` }).error?.issues, 'name')).toEqual([
      MESSAGES.orgNameMin,
    ]);
    expect(CreateEventBody.safeParse({ ...eventBase, title: `a${ZWSP}bc` }).success).toBe(true);
  });

  it('drops invisible characters around a name, so they cannot make a look-alike', () => {
    expect(OrganizationBody.parse({ name: `${ZWSP} Acme\u2060 ` }).name).toBe('Acme');
  });

  it('keeps the joiners that emoji and scripts need inside a name', () => {
    const family = '👩\u200d👩\u200d👧';
    expect(OrganizationBody.parse({ name: `${family} Club` }).name).toBe(`${family} Club`);
    expect(
      SignupBody.parse({ email: 'a@b.co', password: 'longenough', first_name: 'می\u200cخواهم', last_name: 'B' })
        .first_name,
    ).toBe('می\u200cخواهم');
  });

  it('stores names in NFC, so a composed and a decomposed é are the same name', () => {
    const decomposed = 'Cafe\u0301 Society';
    expect(OrganizationBody.parse({ name: decomposed }).name).toBe('Caf\u00e9 Society');
    expect(CreateSessionBody.parse({ title: 'Re\u0301sume\u0301' }).title).toBe('R\u00e9sum\u00e9');
    expect(CreateEventBody.parse({ ...eventBase, title: 'Fe\u0302te' }).title).toBe('F\u00eate');
  });
});

describe('direction controls', () => {
  it.each(BIDI_CONTROLS.map((c) => [`U+${c.codePointAt(0)?.toString(16).toUpperCase()}`, c]))(
    'refuses %s in names, titles and messages',
    (_label, control) => {
      const spoof = `${control}gnp.exe`;
      expect(fieldMessages(OrganizationBody.safeParse({ name: spoof }).error?.issues, 'name')).toEqual([
        directionControlMessage('Organization name'),
      ]);
      const signup = SignupBody.safeParse({
        email: 'a@b.co',
        password: 'longenough',
        first_name: spoof,
        last_name: `B${control}`,
      });
      expect(fieldMessages(signup.error?.issues, 'first_name')).toEqual([directionControlMessage('First name')]);
      expect(fieldMessages(signup.error?.issues, 'last_name')).toEqual([directionControlMessage('Last name')]);
      expect(fieldMessages(UpdateUserBody.safeParse({ first_name: spoof }).error?.issues, 'first_name')).toEqual([
        directionControlMessage('First name'),
      ]);
      expect(fieldMessages(CreateSessionBody.safeParse({ title: spoof }).error?.issues, 'title')).toEqual([
        directionControlMessage('Title'),
      ]);
      expect(fieldMessages(CreateEventBody.safeParse({ ...eventBase, title: spoof }).error?.issues, 'title')).toEqual([
        directionControlMessage('Title'),
      ]);
      expect(fieldMessages(UpdateEventBody.safeParse({ company_name: spoof }).error?.issues, 'company_name')).toEqual([
        directionControlMessage('Company name'),
      ]);
      expect(MessageContent.safeParse(`see ${spoof}`).error?.issues.map((i) => i.message)).toEqual([
        CHAT_MESSAGES.contentBidi,
      ]);
    },
  );

  it('refuses them in the other one-line names and titles, which may stay empty', () => {
    const spoof = '\u202egnp.exe';
    const sections = (over: object) => ({ sections: over });
    const cases: [z.ZodType, object, string, string][] = [
      [UpdateUserBody, { title: spoof }, 'title', 'Title'],
      [UpdateUserBody, { company_name: spoof }, 'company_name', 'Company name'],
      [SpeakerInfoBody, { speaker_title: spoof }, 'speaker_title', 'Speaker title'],
      [UpdateEventBody, { venue_name: spoof }, 'venue_name', 'Venue name'],
      [UpdateEventBody, { venue_city: spoof }, 'venue_city', 'Venue city'],
      [UpdateEventBody, sections({ welcome: { title: spoof, content: '' } }), 'sections', 'Title'],
      [UpdateEventBody, sections({ highlights: [{ title: spoof, description: '' }] }), 'sections', 'Title'],
      [UpdateEventBody, sections({ faqs: [{ question: spoof, answer: '' }] }), 'sections', 'Question'],
    ];
    for (const [schema, body, field, label] of cases)
      expect(fieldMessages(schema.safeParse(body).error?.issues, field), field).toEqual([
        directionControlMessage(label),
      ]);
    expect(UpdateUserBody.parse({ title: '', company_name: '\u200b Acme ' })).toEqual({
      title: '',
      company_name: 'Acme',
    });
    expect(
      fieldMessages(
        UpdateEventBody.safeParse(sections({ highlights: [{ title: ZWSP, description: '' }] })).error?.issues,
        'sections',
      ),
    ).toEqual([MESSAGES.titleRequired]);
  });

  it('accepts right-to-left text and the direction marks it may carry', () => {
    expect(OrganizationBody.parse({ name: 'שלום עולם' }).name).toBe('שלום עולם');
    expect(OrganizationBody.parse({ name: 'مرحبا\u200f 2024' }).name).toBe('مرحبا\u200f 2024');
    expect(MessageContent.parse('مرحبا \u200fhello')).toBe('مرحبا \u200fhello');
  });
});

describe('message content', () => {
  it.each(INVISIBLE.map((v) => [JSON.stringify(v), v]))('treats %s as a blank message', (_label, value) => {
    expect(MessageContent.safeParse(value).error?.issues.map((i) => i.message)).toEqual([CHAT_MESSAGES.contentBlank]);
  });

  it('still stores a visible message exactly as sent', () => {
    expect(MessageContent.parse('  hi\u200b there  ')).toBe('  hi\u200b there  ');
  });
});
