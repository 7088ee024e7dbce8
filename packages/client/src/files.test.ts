import type { AddressInfo } from 'node:net';
import { makeEvent, makeOrganization } from '@atria/api/src/test/fixtures';
import { ExportFiles } from '@atria/api/src/modules/export/export.files';
import { ExportWorker } from '@atria/api/src/modules/export/export.worker';
import { createTestApp, signUp, type TestApp } from '@atria/api/src/test/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, memoryTokens, type ApiClient } from './index';

let t: TestApp;
let client: ApiClient;
let eventId: number;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const owner = await signUp(t.app, { email: 'client-files-owner@example.com' });
  orgId = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
  eventId = await makeEvent(t.database.db, orgId);
  client = createApiClient({
    baseUrl: `http://127.0.0.1:${port}/api`,
    tokens: memoryTokens({ access_token: owner.token, refresh_token: owner.refresh }),
  });
});
afterAll(async () => t.close());

const file = 'email,first name,last name,role\r\nclient-files-ada@example.com,Ada,Lovelace,speaker\r\n';

describe('the client with file routes', () => {
  it('sends a CSV as text/csv to preview and import it, then reads the Sent mail lists', async () => {
    const { api } = client;
    const preview = await api.attendeesCsv.preview({ params: { id: eventId }, body: file });
    expect(preview).toMatchObject({ can_commit: true, counts: { rows: 1, new_accounts: 1 } });
    await expect(api.attendeesCsv.commit({ params: { id: eventId }, body: new Blob([file]) })).resolves.toMatchObject({
      added: 1,
      mails_queued: 1,
    });
    const eventMail = await api.mail.listForEvent({ params: { id: eventId } });
    expect(eventMail.mail.map((m) => m.recipient)).toEqual(['client-files-ada@example.com']);
    const orgMail = await api.mail.listForOrganization({
      params: { id: orgId },
      query: { status: ['pending', 'held'], page: 1 },
    });
    expect(orgMail.total_items).toBe(1);
  });

  it('reads the CSV export as text', async () => {
    const csv: string = await client.api.attendeesCsv.exportCsv({ params: { id: eventId } });
    expect(csv).toContain('client-files-ada@example.com,Ada,Lovelace,SPEAKER');
  });

  it('reads a download that is not text (the data export zip) as a Blob of its exact bytes', async () => {
    const { api } = client;
    await expect(api.dataExport.download()).rejects.toMatchObject({ status: 404 });
    await api.dataExport.request();
    const files = ExportFiles.fromDataDir(t.env.ATRIA_DATA_DIR);
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await new ExportWorker({ db: t.database.db, files, log: silent, pollMs: 60_000 }).runOnce();
    const archive: Blob = await api.dataExport.download();
    expect(archive).toBeInstanceOf(Blob);
    const bytes = Buffer.from(await archive.arrayBuffer());
    // A zip starts with a local file header, and its size is the one the status reports.
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.length).toBe((await api.dataExport.status()).export?.size_bytes);
  });

  it('rejects a bad file with the error body', async () => {
    await expect(
      client.api.attendeesCsv.preview({ params: { id: eventId }, body: 'nope\r\n1\r\n' }),
    ).rejects.toMatchObject({
      status: 422,
      data: { code: 'VALIDATION', errors: { file: [expect.stringMatching(/Unknown columns/)] } },
    });
  });

  it('gets the 413 error body for a file over the limit, sent over a real connection', async () => {
    const big = `email,first name,last name\r\n${'x'.repeat(6 * 1024 * 1024)}\r\n`;
    await expect(client.api.attendeesCsv.commit({ params: { id: eventId }, body: big })).rejects.toMatchObject({
      status: 413,
      data: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB: split it into smaller files' },
    });
  });
});
