import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the checkpointer looks at the log's length. */
export const CHECK_EVERY_MS = 100;

/**
 * Pages written to the log since the last checkpoint that start the next one: SQLite's own
 * default threshold (1,000), so the log restarts from its beginning as often as before — each
 * restart syncs the log's header once on the writing thread — while the checkpoint's own work
 * (copying the pages, two fsyncs) leaves it.
 */
export const CHECKPOINT_AFTER_PAGES = 1_000;

/**
 * The request thread's own automatic checkpoint, kept as a safety net only: it runs when the log
 * holds this many pages (about 40 MB). Under a load that never pauses, a checkpoint off the
 * thread ends a few commits behind the writer, and SQLite restarts the log only when a writer
 * finds every page copied; this bounds the log then, at one short checkpoint (two fsyncs, the
 * pages already copied) per 40 MB written.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

// Plain JavaScript evaluated in the worker (no TypeScript loader needed there): its own connection
// to the same file. It reads the log's length from the wal-index header in the -shm file
// (https://www.sqlite.org/walformat.html: mxFrame, a u32 at byte 16; nBackfill, the pages already
// copied, at byte 96; native byte order) and checkpoints PASSIVE, which never waits for the
// writer and never blocks it.
const WORKER_SOURCE = `
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('synchronous = NORMAL');
const header = Buffer.alloc(100);
let shm = null;
const pending = () => {
  try {
    shm ??= fs.openSync(workerData.file + '-shm', 'r');
    if (fs.readSync(shm, header, 0, 100, 0) < 100) return 0;
    return header.readUInt32LE(16) - header.readUInt32LE(96);
  } catch {
    return workerData.afterPages; // no readable header: checkpoint and let SQLite decide
  }
};
const timer = setInterval(() => {
  if (pending() < workerData.afterPages) return;
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy or closing: the next turn tries again */ }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  if (shm !== null) fs.closeSync(shm);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves SQLite's WAL checkpoints off the request thread (issue 28, decision 0072). A checkpoint
 * copies the log's pages into the database file and syncs both (two fsyncs, 5–10 ms on this disk
 * even for a few pages, 15–80 ms for SQLite's default 1,000): run by the commit that crosses the
 * threshold, it stalled every request in flight: the tail of the API's p99 (in the bench's answer
 * save, 10–13 fsyncs on the request thread every 3 seconds). A worker thread with its own connection
 * checkpoints instead, once CHECKPOINT_AFTER_PAGES wait to be copied. Durability is unchanged: WAL
 * with synchronous=NORMAL, a commit survives a crash of the process, and the checkpoint still syncs.
 * Returns a stop function. If the worker fails, the request thread checkpoints as before.
 */
export function startWalCheckpointer(sqlite: SQLite.Database, file: string): () => void {
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs: CHECK_EVERY_MS,
      afterPages: CHECKPOINT_AFTER_PAGES,
    },
  });
  let stopped = false;
  worker.on('error', () => {
    if (!stopped && sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  // Never what keeps the process alive.
  worker.unref();
  return () => {
    stopped = true;
    worker.postMessage('stop');
  };
}
