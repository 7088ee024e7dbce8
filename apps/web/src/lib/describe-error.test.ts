import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeError } from './describe-error';
import { setLocale } from './i18n/i18n';
import { SocketRequestError, SocketUnavailableError } from './socket';

afterEach(async () => setLocale('en'));

const refused = (message: string) => new ApiError(403, { status: 403, code: 'FORBIDDEN', message }, message);

describe('describeError (docs/i18n.md#error-texts)', () => {
  it("shows the server's own message, which is already in the reader's language", async () => {
    await setLocale('de');
    expect(describeError(refused('Das darfst du nicht'))).toBe('Das darfst du nicht');
    const overSocket = new SocketRequestError({
      event: 'send_direct_message',
      status: 404,
      code: 'NOT_FOUND',
      message: 'Die Unterhaltung wurde nicht gefunden',
    });
    expect(describeError(overSocket)).toBe('Die Unterhaltung wurde nicht gefunden');
  });

  it('keeps the English lines in English', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toBe('An unexpected error occurred');
    expect(describeError(new ApiError(0, null, 'Network error'))).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });

  it('never shows an exception’s English text on a German or an Arabic page', async () => {
    const failures = [
      new TypeError('Failed to fetch'),
      new ApiError(0, null, 'Network error'),
      new ApiError(502, null, 'Request failed with status 502'),
      new SocketUnavailableError('Socket not connected'),
      'boom',
      undefined,
    ];
    await setLocale('de');
    expect(failures.map(describeError)).toEqual([
      'Ein unerwarteter Fehler ist aufgetreten',
      'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
      'Ein unerwarteter Fehler ist aufgetreten',
      'Der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
      'Ein unerwarteter Fehler ist aufgetreten',
      'Ein unerwarteter Fehler ist aufgetreten',
    ]);
    await setLocale('ar');
    expect(failures.map(describeError)).toEqual([
      'حدث خطأ غير متوقع',
      'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
      'حدث خطأ غير متوقع',
      'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
      'حدث خطأ غير متوقع',
      'حدث خطأ غير متوقع',
    ]);
  });
});
