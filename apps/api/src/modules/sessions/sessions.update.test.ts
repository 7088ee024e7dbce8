import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { EDITORS, READERS, castEvent, sessionRow, signUpCast, type Cast } from '../../test/session-cast';

let t: TestApp;
let c: Cast;
let eventId: number;
let sessionId: number;

const put = (who: keyof Cast | null, url: string, payload: Record<string, unknown>) =>
  call(t.app, who ? c[who] : null, { method: 'PUT', url, payload });

const unchanged = {
  title: 'Fixture Session',
  start_time: '09:00:00',
  end_time: '10:00:00',
  day_number: 1,
  status: 'UPCOMING',
};

beforeAll(async () => {
  t = await createTestApp();
  c = await signUpCast(t);
});
beforeEach(async () => {
  ({ eventId } = await castEvent(t, c));
  sessionId = await makeSession(t.database.db, eventId);
});
afterAll(async () => t.close());

describe('PUT /api/sessions/:id', () => {
  it('edits all fields at once', async () => {
    const payload = {
      title: 'Renamed',
      description: 'Now with detail',
      session_type: 'PANEL',
      start_time: '11:00',
      end_time: '12:30',
      day_number: 2,
      stream_url: 'https://www.youtube.com/watch?v=abc',
    };
    const res = await put('organizer', `/api/sessions/${sessionId}`, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...payload, formatted_duration: '1h 30m' });
    expect(await sessionRow(t, sessionId)).toMatchObject({ title: 'Renamed', start_time: '11:00:00', day_number: 2 });
  });

  it('edits only the fields given, and clears the stream with an empty value', async () => {
    await put('organizer', `/api/sessions/${sessionId}`, { stream_url: 'https://vimeo.com/1' });
    const res = await put('organizer', `/api/sessions/${sessionId}`, { end_time: '10:45:00', stream_url: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Fixture Session',
      start_time: '09:00',
      end_time: '10:45',
      stream_url: null,
      formatted_duration: '1h 45m',
    });
  });

  it.each([
    [{ end_time: '08:30' }, 'end_time', 'End time must be after start time'],
    [{ start_time: '10:00' }, 'end_time', 'End time must be after start time'],
    [{ start_time: '12:00', end_time: '11:00' }, 'end_time', 'End time must be after start time'],
    [{ start_time: '7am' }, 'start_time', 'Invalid time format'],
    [{ title: ' ' }, 'title', 'Title is required'],
    [{ day_number: 3 }, 'day_number', 'Day number must be between 1 and 2'],
    [{ day_number: null }, 'day_number', 'Day number is required'],
    [{ stream_url: 'ftp://files.example/x' }, 'stream_url', 'Stream URL must be an http(s) URL'],
  ])('refuses %j with 422 %s: %s and changes nothing', async (payload, field, message) => {
    const res = await put('organizer', `/api/sessions/${sessionId}`, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await sessionRow(t, sessionId)).toEqual(unchanged);
  });

  it.each(EDITORS)('lets the %s edit', async (who) => {
    expect((await put(who, `/api/sessions/${sessionId}`, { title: `By ${who}` })).statusCode).toBe(200);
    expect((await sessionRow(t, sessionId))?.title).toBe(`By ${who}`);
  });

  it.each(READERS)('answers 403 to the %s and changes nothing', async (who) => {
    expect((await put(who, `/api/sessions/${sessionId}`, { title: 'Hijacked' })).statusCode).toBe(403);
    expect(await sessionRow(t, sessionId)).toEqual(unchanged);
  });

  it('answers 404 to strangers and for missing sessions, 401 anonymously', async () => {
    expect((await put('stranger', `/api/sessions/${sessionId}`, { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await put('organizer', '/api/sessions/2147483000', { title: 'x' })).statusCode).toBe(404);
    expect((await put(null, `/api/sessions/${sessionId}`, { title: 'Hijacked' })).statusCode).toBe(401);
    expect(await sessionRow(t, sessionId)).toEqual(unchanged);
  });
});

describe('PUT /api/sessions/:id/status', () => {
  it.each(['LIVE', 'COMPLETED', 'CANCELLED', 'UPCOMING'])('sets %s, is_live following it', async (status) => {
    const res = await put('eventAdmin', `/api/sessions/${sessionId}/status`, { status });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status, is_live: status === 'LIVE' });
    expect((await sessionRow(t, sessionId))?.status).toBe(status);
  });

  it('refuses an unknown status', async () => {
    expect((await put('eventAdmin', `/api/sessions/${sessionId}/status`, { status: 'live' })).statusCode).toBe(422);
    expect((await sessionRow(t, sessionId))?.status).toBe('UPCOMING');
  });

  it.each(EDITORS)('lets the %s change the status', async (who) => {
    expect((await put(who, `/api/sessions/${sessionId}/status`, { status: 'LIVE' })).statusCode).toBe(200);
  });

  it.each(READERS)('answers 403 to the %s and changes nothing', async (who) => {
    expect((await put(who, `/api/sessions/${sessionId}/status`, { status: 'LIVE' })).statusCode).toBe(403);
    expect((await sessionRow(t, sessionId))?.status).toBe('UPCOMING');
  });

  it('answers 404 to strangers and 401 anonymously', async () => {
    expect((await put('stranger', `/api/sessions/${sessionId}/status`, { status: 'LIVE' })).statusCode).toBe(404);
    expect((await put(null, `/api/sessions/${sessionId}/status`, { status: 'LIVE' })).statusCode).toBe(401);
    expect((await sessionRow(t, sessionId))?.status).toBe('UPCOMING');
  });
});

describe('PUT /api/sessions/:id/times', () => {
  it('moves the session to another day and time', async () => {
    const res = await put('organizer', `/api/sessions/${sessionId}/times`, {
      start_time: '14:00:00',
      end_time: '14:20',
      day_number: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      start_time: '14:00',
      end_time: '14:20',
      day_number: 2,
      formatted_duration: '20m',
    });
  });

  it.each([
    [{ start_time: '14:00', end_time: '15:00' }, 'day_number', 'Day number is required'],
    [{ start_time: '14:00', day_number: 1 }, 'end_time', 'Invalid time format'],
    [{ start_time: '14:00', end_time: '13:00', day_number: 1 }, 'end_time', 'End time must be after start time'],
    [{ start_time: '14:00', end_time: '15:00', day_number: 3 }, 'day_number', 'Day number must be between 1 and 2'],
    [{ start_time: '14:00', end_time: '15:00', day_number: 0 }, 'day_number', 'Day number must be at least 1'],
  ])('refuses %j with 422 %s: %s and changes nothing', async (payload, field, message) => {
    const res = await put('organizer', `/api/sessions/${sessionId}/times`, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await sessionRow(t, sessionId)).toEqual(unchanged);
  });

  it.each(READERS)('answers 403 to the %s and changes nothing', async (who) => {
    expect(
      (await put(who, `/api/sessions/${sessionId}/times`, { start_time: '14:00', end_time: '15:00', day_number: 2 }))
        .statusCode,
    ).toBe(403);
    expect(await sessionRow(t, sessionId)).toEqual(unchanged);
  });

  it('answers 404 to strangers and 401 anonymously', async () => {
    const body = { start_time: '14:00', end_time: '15:00', day_number: 2 };
    expect((await put('stranger', `/api/sessions/${sessionId}/times`, body)).statusCode).toBe(404);
    expect((await put(null, `/api/sessions/${sessionId}/times`, body)).statusCode).toBe(401);
    expect(await sessionRow(t, sessionId)).toEqual(unchanged);
  });
});

describe('DELETE /api/sessions/:id', () => {
  it.each(EDITORS)('lets the %s delete a session with its speakers', async (who) => {
    const id = await makeSession(t.database.db, eventId, [c.speaker.id]);
    const res = await call(t.app, c[who], { method: 'DELETE', url: `/api/sessions/${id}` });
    expect(res.statusCode).toBe(204);
    expect(await sessionRow(t, id)).toBeUndefined();
    expect((await call(t.app, c[who], { method: 'GET', url: `/api/sessions/${id}` })).statusCode).toBe(404);
  });

  it.each([...READERS, 'stranger'] as const)('refuses the %s and keeps the session', async (who) => {
    const res = await call(t.app, c[who], { method: 'DELETE', url: `/api/sessions/${sessionId}` });
    expect(res.statusCode).toBe(who === 'stranger' ? 404 : 403);
    expect(await sessionRow(t, sessionId)).toEqual(unchanged);
  });

  it('answers 401 anonymously and 404 for a missing session', async () => {
    expect((await call(t.app, null, { method: 'DELETE', url: `/api/sessions/${sessionId}` })).statusCode).toBe(401);
    expect((await call(t.app, c.organizer, { method: 'DELETE', url: '/api/sessions/2147483000' })).statusCode).toBe(
      404,
    );
    expect(await sessionRow(t, sessionId)).toEqual(unchanged);
  });
});
