import { MESSAGES } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverErrors } from './server-errors';

const validation = (errors: Record<string, string[]>) =>
  new ApiError(422, { status: 422, code: 'VALIDATION', message: 'Invalid', errors }, 'Invalid');

describe('serverErrors', () => {
  it('puts the first message of each known field on that field', () => {
    const report = serverErrors(validation({ title: ['Too short', 'Other'], end_date: ['Bad end'] }), [
      'title',
      'end_date',
    ]);
    expect(report).toEqual({ fields: { title: 'Too short', end_date: 'Bad end' }, form: null });
  });

  it('shows a schema error as a form-level message', () => {
    const report = serverErrors(validation({ _schema: [MESSAGES.datesTogether] }), ['title']);
    expect(report).toEqual({ fields: {}, form: MESSAGES.datesTogether });
  });

  it('shows errors on fields the form does not have at form level', () => {
    expect(serverErrors(validation({ 'sections.faqs': ['Too many'] }), ['title']).form).toBe('Too many');
  });

  it('falls back to the generic message for anything else', () => {
    expect(serverErrors(new ApiError(500, null, 'Boom'), ['title'])).toEqual({ fields: {}, form: MESSAGES.unexpected });
    expect(serverErrors(new Error('network'), ['title']).form).toBe(MESSAGES.unexpected);
  });
});
