import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import type { Browser } from '@playwright/test';
import { build } from 'vite';
import { submitLogin } from '../e2e/support/sign-in';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { seedDemo } from '../server/db/seed/seed';
import { seedLongExam } from './fixtures/long-exam';

/** Production builds of the portal and of the blank baseline page, the same way. */
export async function buildPages(root: string, out: string): Promise<void> {
  await build({ root, logLevel: 'warn', build: { outDir: path.join(out, 'portal'), emptyOutDir: true } });
  await build({
    root: path.join(root, 'bench/blank'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: path.join(out, 'blank'), emptyOutDir: true },
  });
}

/**
 * The real server (seeded SQLite file, request logging off as in a tuned deployment) serving
 * the portal, and a bare static server for the blank page, both on loopback. Beside the demo
 * seed the bench database holds two 200-question exams for `learner` (bench/fixtures): one the
 * API load saves answers to, one the exam page answers in a browser.
 */
export async function startServers(root: string, out: string, options: { withBlank?: boolean } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-'));
  const db = openDatabase(`sqlite:${path.join(dataDir, 'bench.db')}`);
  await migrateToLatest(db);
  await seedDemo(db);
  const exams = {
    apiSave: await seedLongExam(db, { name: 'Bench: answer save under load', account: 'learner' }),
    page: await seedLongExam(db, { name: 'Bench: 200-question paper', account: 'learner' }),
  };
  const config = {
    ...readConfig({}),
    portalDir: path.join(out, 'portal'),
    mediaDir: path.join(dataDir, 'media'),
    logLevel: 'warn',
    // As in production (NODE_ENV=production): answers are not checked against their declarations.
    checkAnswers: false,
  };
  const app = await buildApp({ db, config, logger: false });
  const portalUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const blank = Fastify({ logger: false });
  if (options.withBlank !== false) await blank.register(fastifyStatic, { root: path.join(out, 'blank') });
  const blankUrl = options.withBlank !== false ? await blank.listen({ port: 0, host: '127.0.0.1' }) : '';

  return {
    portalUrl,
    blankUrl,
    db,
    exams,
    /** Sign in as the demo learner through the login page; returns a Playwright storage-state file. */
    async signedInState(browser: Browser): Promise<string> {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${portalUrl}/login?eid=1`);
      await submitLogin(page, 'learner');
      await page.getByText('Welcome, Lin Xiao').waitFor();
      const file = path.join(dataDir, 'signed-in.json');
      await context.storageState({ path: file });
      await context.close();
      return file;
    },
    async close() {
      await app.close();
      await blank.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
