import { randomBytes } from 'node:crypto';
import { zip, type Zippable } from 'fflate';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { mediaStoreFor } from '../../lib/media-store';
import { downloadKey } from './download-link';

export interface ZipEntry {
  name: string;
  /** The document's media-store key. */
  key: string;
}

/** Jobs still running, so tests and a graceful stop can wait for them. */
const running = new Set<Promise<void>>();

export function pendingDownloadJobs(): Promise<void> {
  return Promise.all([...running]).then(() => undefined);
}

function zipAsync(files: Zippable): Promise<Uint8Array> {
  return new Promise((resolve, reject) =>
    zip(files, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data))),
  );
}

/** Unique names inside the zip: "Handbook.pdf", "Handbook (2).pdf". */
export function zipNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/**
 * Build the zip of a compress request in the background (fflate's worker-free async zip): read
 * each document (progress up to 80), zip, write under the downloads folder, mark ready. A
 * failure marks the record failed; the portal's polling shows it.
 */
export function startZipJob(
  deps: { db: Kysely<Database>; mediaDir: string },
  recordId: number,
  eid: number,
  entries: ZipEntry[],
): void {
  const store = mediaStoreFor(deps.mediaDir);
  const job = (async () => {
    try {
      const files: Zippable = {};
      const names = zipNames(entries.map((entry) => entry.name));
      for (const [i, entry] of entries.entries()) {
        const bytes = await store.read(entry.key);
        if (!bytes) throw new Error(`media ${entry.key} is gone`);
        files[names[i]!] = new Uint8Array(bytes);
        await deps.db
          .updateTable('download_records')
          .set({ progress: Math.round(((i + 1) / entries.length) * 80) })
          .where('id', '=', recordId)
          .execute();
      }
      const data = await zipAsync(files);
      const target = downloadKey(eid, `${randomBytes(16).toString('hex')}.zip`);
      await store.write(target, data, { exclusive: true });
      await deps.db
        .updateTable('download_records')
        .set({ state: 'ready', progress: 100, file_path: target, size_bytes: data.length })
        .where('id', '=', recordId)
        .execute();
    } catch {
      await deps.db
        .updateTable('download_records')
        .set({ state: 'failed' })
        .where('id', '=', recordId)
        .execute()
        .catch(() => undefined);
    }
  })();
  running.add(job);
  void job.finally(() => running.delete(job));
}
