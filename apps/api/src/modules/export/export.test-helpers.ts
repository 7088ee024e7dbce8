import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** Every entry of a zip held in memory, as text, by name (checks the archive as any unzip tool reads it). */
export function unzipText(zip: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      const entries = new Map<string, string>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamErr, stream) => {
          if (streamErr) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** Streams one entry of a zip file on disk line by line, calling `each` with every line (a huge entry fits). */
export function eachLine(path: string, name: string, each: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      let found = false;
      file.on('error', reject);
      file.on('end', () => (found ? undefined : reject(new Error(`no ${name} in the archive`))));
      file.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return file.readEntry();
        found = true;
        file.openReadStream(entry, (streamErr, stream: Readable) => {
          if (streamErr) return reject(streamErr);
          const lines = createInterface({ input: stream, crlfDelay: Infinity });
          lines.on('line', each);
          lines.on('close', () => {
            file.close();
            resolve();
          });
          stream.on('error', reject);
        });
      });
      file.readEntry();
    });
  });
}
