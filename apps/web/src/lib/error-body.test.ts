import { describe, expect, it } from 'vitest';
import { readErrorBody, readSocketError } from './error-body';

const body = { status: 422, code: 'VALIDATION', message: 'Invalid', errors: { title: ['Title is required'] } };

describe('readErrorBody', () => {
  it('keeps the error body of the contract, without unknown keys', () => {
    expect(readErrorBody(body)).toEqual(body);
    expect(readErrorBody({ status: 404, code: 'NOT_FOUND', message: 'Event not found', stack: 'x' })).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Event not found',
    });
  });

  it.each([
    ['nothing', undefined],
    ['a string', '<html>Bad gateway</html>'],
    ['an array', [body]],
    ['a body without a message', { status: 500, code: 'INTERNAL' }],
    ['a status that is not an integer', { ...body, status: '422' }],
    ['field errors that are not lists of strings', { ...body, errors: { title: 'Title is required' } }],
    ['field errors with a non-string message', { ...body, errors: { title: [1] } }],
  ])('answers null for %s', (_label, value) => {
    expect(readErrorBody(value)).toBeNull();
  });
});

describe('readSocketError', () => {
  it('keeps the event and the Retry-After of a socket refusal', () => {
    const refusal = {
      event: 'send_direct_message',
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down',
      retry_after: 4,
    };
    expect(readSocketError(refusal)).toEqual(refusal);
  });

  it('needs the event it answers and an integer Retry-After', () => {
    expect(readSocketError({ status: 429, code: 'RATE_LIMITED', message: 'Slow down' })).toBeNull();
    expect(
      readSocketError({ event: 'x', status: 429, code: 'RATE_LIMITED', message: 'Slow down', retry_after: '4' }),
    ).toBeNull();
  });
});
