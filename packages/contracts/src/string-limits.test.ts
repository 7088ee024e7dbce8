import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { MESSAGES } from './validation';

/** A string field found in an exported schema: the field's own schema (wrappers included) and its bounds. */
interface StringField {
  where: string;
  field: z.ZodType;
  min: number | null;
  max: number;
  format: string | undefined;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a field is made of (what lies under optional, nullable, default, pipe, union, array...). */
function children(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  const pick = (...keys: string[]) => keys.map((k) => def[k]).filter((v): v is z.ZodType => v instanceof z.ZodType);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return pick('innerType');
    case 'pipe':
      return pick('in', 'out');
    case 'union':
      return def.options as z.ZodType[];
    case 'array':
      return pick('element');
    case 'record':
      return pick('keyType', 'valueType');
    case 'intersection':
      return pick('left', 'right');
    default:
      return [];
  }
}

/** Every string with a maximum, with the field (object key) it sits in, in every schema `root` contains. */
function stringFields(name: string, root: z.ZodType): StringField[] {
  const found: StringField[] = [];
  const seen = new Set<z.ZodType>();
  const visit = (schema: z.ZodType, where: string, field: z.ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    if (schema instanceof z.ZodObject) {
      for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodType>))
        visit(child, `${where}.${key}`, child);
      return;
    }
    // Formats (z.url(), z.email()) are strings too, though not ZodString instances.
    if (defOf(schema).type === 'string') {
      const text = schema as unknown as { minLength: number | null; maxLength: number | null; format: string | null };
      if (text.maxLength !== null)
        found.push({ where, field, min: text.minLength, max: text.maxLength, format: text.format ?? undefined });
    }
    for (const child of children(schema)) visit(child, where, field);
  };
  visit(root, name, root);
  return found;
}

/** A value of `length` characters that is well-formed for the string's format, so only its length can fail. */
function valueOfLength(length: number, format: string | undefined): string {
  if (format === 'url') return `https://example.com/${'a'.repeat(Math.max(0, length - 20))}`;
  if (format === 'email') return `${'a'.repeat(Math.max(1, length - 12))}@example.com`;
  return 'a'.repeat(length);
}

const issuesOf = (field: z.ZodType, value: string, code: string) =>
  (field.safeParse(value).error?.issues ?? []).filter((i) => i.code === code).map((i) => i.message);

const allFields = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
  value instanceof z.ZodType ? stringFields(name, value) : [],
);

describe('string limits of every exported schema', () => {
  it('finds the bounded strings of the request schemas', () => {
    const where = allFields.map((f) => f.where);
    for (const expected of [
      'CreateEventBody.title',
      'OrganizationBody.name',
      'SignupBody.first_name',
      'SendMessageBody.content',
      'CreateSessionBody.title',
      'UpdateUserBody.bio',
      'CreateEventBody.sections.highlights.title',
      'CreateSessionBody.stream_url',
      'EventBranding.logo_url',
    ]) {
      expect(where).toContain(expected);
    }
  });

  it.each(allFields.map((f) => [f.where, f] as const))('%s says its maximum when too long', (_where, f) => {
    const messages = issuesOf(f.field, valueOfLength(f.max + 1, f.format), 'too_big');
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages)
      expect(message).toMatch(new RegExp(`(must be at most|cannot exceed) ${f.max} characters$`));
    expect(issuesOf(f.field, valueOfLength(f.max, f.format), 'too_big')).toEqual([]);
  });

  it.each(allFields.filter((f) => (f.min ?? 0) > 0).map((f) => [f.where, f] as const))(
    '%s words its minimum apart from its maximum',
    (_where, f) => {
      const min = f.min ?? 0;
      const tooShort = issuesOf(f.field, min > 1 ? 'a'.repeat(min - 1) : '', 'too_small');
      const tooLong = issuesOf(f.field, valueOfLength(f.max + 1, f.format), 'too_big');
      expect(tooShort.length).toBeGreaterThan(0);
      for (const message of tooShort) {
        expect(tooLong).not.toContain(message);
        expect(message).toMatch(min > 1 ? new RegExp(`at least ${min} characters$`) : /(is required|cannot be empty)$/);
      }
    },
  );

  it('keeps the existing minimum messages', () => {
    expect(issuesOf(contracts.CreateEventBody.shape.title, 'ab', 'too_small')).toEqual([MESSAGES.titleMin]);
    expect(issuesOf(contracts.OrganizationBody.shape.name, 'a', 'too_small')).toEqual([MESSAGES.orgNameMin]);
    expect(issuesOf(contracts.NameYourOrganizationForm.shape.name, 'a', 'too_small')).toEqual([MESSAGES.nameMin]);
    expect(issuesOf(contracts.SignupBody.shape.password, 'short', 'too_small')).toEqual([MESSAGES.passwordMin]);
    expect(issuesOf(contracts.SignupBody.shape.first_name, ' ', 'too_small')).toEqual([MESSAGES.firstNameRequired]);
    expect(issuesOf(contracts.CreateSessionBody.shape.title, '', 'too_small')).toEqual([MESSAGES.titleRequired]);
  });

  it('tells an over-long event title its maximum', () => {
    const res = contracts.CreateEventBody.safeParse({ title: 'x'.repeat(201) });
    expect(res.error?.issues.find((i) => i.path[0] === 'title')?.message).toBe('Title must be at most 200 characters');
  });
});
