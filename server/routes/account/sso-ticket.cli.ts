import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ssoAudienceSchema } from '../../../protocol';
import { readConfigOrExit } from '../../config';
import { openDatabase } from '../../db/database';
import { DEMO_SSO_SECRETS } from '../../db/seed/demo-data';
import { mintSsoTicket } from './sso-ticket';

/**
 * The loopback simulator of the desktop clients (decision 0007): mints a ticket exactly as the
 * mac / new PC client would and prints the portal address that signs in with it.
 *   npm run sso:ticket -- --eid 1 --account learner [--client pc|mac|transfer] [--base http://localhost:8080] [--secret …]
 * The secret comes from --secret, else SSO_SECRET, else the enterprise row of a file database,
 * else the demo seed's secret (what the in-memory e2e server uses).
 */
const { values } = parseArgs({
  options: {
    eid: { type: 'string', default: '1' },
    account: { type: 'string', default: 'learner' },
    client: { type: 'string', default: 'pc' },
    base: { type: 'string' },
    secret: { type: 'string' },
    backUrl: { type: 'string', default: '/index' },
  },
});

const config = readConfigOrExit();
const eid = Number(values.eid);
const aud = ssoAudienceSchema.parse(values.client);

async function secretFor(): Promise<string> {
  if (values.secret) return values.secret;
  if (process.env.SSO_SECRET) return process.env.SSO_SECRET;
  // The running portal's database: a PostgreSQL server, or a SQLite file that exists (never create one here).
  const file = /^(?:sqlite:|file:)(.+)$/.exec(config.databaseUrl)?.[1];
  const postgres = /^postgres(ql)?:\/\//.test(config.databaseUrl);
  if (postgres || (file && file !== ':memory:' && fs.existsSync(file))) {
    const db = openDatabase(config.databaseUrl);
    try {
      const row = await db.selectFrom('enterprises').select('sso_secret').where('id', '=', eid).executeTakeFirst();
      if (row?.sso_secret) return row.sso_secret;
    } finally {
      await db.destroy();
    }
  }
  const demo = DEMO_SSO_SECRETS[eid];
  if (!demo) throw new Error(`enterprise ${eid} has no SSO secret (SSO is off there); pass --secret`);
  return demo;
}

const ticket = mintSsoTicket({ eid, account: values.account, aud, now: Date.now() }, await secretFor());
const base = (values.base ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
const query = new URLSearchParams({ eid: String(eid), ticket });
const url =
  aud === 'transfer'
    ? `${base}/transferLogin?${query.toString()}&backUrl=${encodeURIComponent(values.backUrl)}`
    : `${base}/loginPc?${query.toString()}&client=${aud}`;
console.log(`ticket (valid 2 minutes, once): ${ticket}\n\nopen: ${url}`);
