import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client';
import { exportRepository, type Page } from './export.repository';

/** What builds one person's archive. */
export interface ArchiveSource {
  db: Db;
  userId: number;
  /** Rows read per statement: the most of one section held in memory at once. */
  pageSize: number;
  /**
   * Asked before each section and every few pages: false stops the build (the job was cancelled, e.g. the
   * account is being deleted). Also where the worker renews its lease.
   */
  keepGoing(): Promise<boolean>;
  /** The repository (tests count its reads). */
  repo?: typeof exportRepository;
}

/** Thrown when `keepGoing` said stop: the partial archive is thrown away. */
export class ExportCancelled extends Error {
  constructor() {
    super('data export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** Pages between two `keepGoing` checks within one section. */
const CHECK_EVERY_PAGES = 20;

type Repo = typeof exportRepository;

/** One JSON Lines file of the archive: its pages, each read after the key the one before ended with. */
interface Section {
  file: string;
  pages(repo: Repo, source: ArchiveSource): AsyncGenerator<Record<string, unknown>[]>;
}

function section<K>(
  file: string,
  first: K,
  read: (repo: Repo, db: Db, userId: number, after: K, limit: number) => Promise<Page<K>>,
): Section {
  return {
    file,
    async *pages(repo, source) {
      let after: K | undefined = first;
      for (let n = 1; after !== undefined; n += 1) {
        const result: Page<K> = await read(repo, source.db, source.userId, after, source.pageSize);
        yield result.rows;
        after = result.next;
        if (after !== undefined && n % CHECK_EVERY_PAGES === 0 && !(await source.keepGoing()))
          throw new ExportCancelled();
      }
    },
  };
}

/** The JSON Lines files of the archive, in order: one row per line. */
const SECTIONS: Section[] = [
  section('memberships.jsonl', 0, (r, db, u, a, l) => r.memberships(db, u, a, l)),
  section('participations.jsonl', 0, (r, db, u, a, l) => r.participations(db, u, a, l)),
  section('bookmarks.jsonl', 0, (r, db, u, a, l) => r.bookmarks(db, u, a, l)),
  section<[number, number]>('messages.jsonl', [0, 0], (r, db, u, a, l) => r.messages(db, u, a, l)),
  section('connections.jsonl', 0, (r, db, u, a, l) => r.connections(db, u, a, l)),
  section('blocks.jsonl', 0, (r, db, u, a, l) => r.blocks(db, u, a, l)),
  section('reports.jsonl', 0, (r, db, u, a, l) => r.reports(db, u, a, l)),
  section('access_tokens.jsonl', 0, (r, db, u, a, l) => r.accessTokens(db, u, a, l)),
];

export const ARCHIVE_FILES = ['README.txt', 'profile.json', ...SECTIONS.map((s) => s.file)] as const;

const README = `Your data from Atria, as it was when this archive was made.

profile.json           your profile, privacy settings, notification preferences and whether you have a
                       calendar feed (its secret address is not included)
memberships.jsonl      your organizations and your role in each
participations.jsonl   the events you take part in and your role in each
bookmarks.jsonl        the sessions in your agenda
messages.jsonl         the direct messages you sent and received, conversation by conversation
connections.jsonl      your connections and connection requests
blocks.jsonl           the people you blocked
reports.jsonl          the reports you made to moderators
access_tokens.jsonl    your personal access tokens: names, scopes and dates (never the tokens themselves)

Each .jsonl file holds one JSON object per line. Times are ISO 8601 in UTC.
`;

/** One section as JSON Lines, read page by page as the zip asks for more (backpressure): bounded memory. */
function sectionStream(source: ArchiveSource, of: Section): Readable {
  const repo = source.repo ?? exportRepository;
  async function* lines(): AsyncGenerator<string> {
    if (!(await source.keepGoing())) throw new ExportCancelled();
    for await (const rows of of.pages(repo, source))
      if (rows.length > 0) yield rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * Writes the person's archive to `out` as a zip (yazl): README.txt, profile.json, then each JSON Lines section,
 * each streamed from the database a page at a time. Resolves once `out` has it all; rejects (and destroys `out`)
 * when a read fails or the build was cancelled.
 */
export async function writeArchive(source: ArchiveSource, out: Writable): Promise<void> {
  const repo = source.repo ?? exportRepository;
  if (!(await source.keepGoing())) throw new ExportCancelled();
  const profile = await repo.profile(source.db, source.userId);
  if (!profile) throw new ExportCancelled();
  const zip = new ZipFile();
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  const written = pipeline(zip.outputStream as Readable, out);
  zip.addBuffer(Buffer.from(README), 'README.txt');
  zip.addBuffer(Buffer.from(JSON.stringify(profile, null, 2) + '\n'), 'profile.json');
  for (const each of SECTIONS) {
    zip.addReadStreamLazy(each.file, (done) => {
      const stream = sectionStream(source, each);
      // yazl does not listen for a lazy stream's errors: a failed read fails the archive.
      stream.on('error', (err) => zip.emit('error', err));
      done(null, stream);
    });
  }
  zip.end();
  try {
    await Promise.race([written, failed]);
  } catch (err) {
    out.destroy();
    (zip.outputStream as Readable).destroy();
    await written.catch(() => undefined);
    throw err;
  }
}
