import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forTenant } from '../../db/tenant-scope';
import type { Clock } from '../../lib/clock';
import { mintSsoTicket } from './sso-ticket';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A stand-in for an enterprise's own scan-login page (its pcScanQRCodeLoginUrl, spec 000 §4),
 * for development and the end-to-end tests: "scanning" as one of the enterprise's members mints
 * a transfer ticket with the enterprise's SSO secret and hands the browser to /transferLogin,
 * exactly as a real company sign-in page would (decision 0007). Never served in production.
 */
export function registerScanLoginSimulator(app: FastifyInstance, deps: { db: Kysely<Database>; clock: Clock }): void {
  app.get('/__dev/scan-login', async (request, reply) => {
    const eid = Number((request.query as Record<string, string | undefined>).eid);
    const enterprise = Number.isInteger(eid)
      ? await deps.db
          .selectFrom('enterprises')
          .select(['id', 'name', 'sso_secret'])
          .where('id', '=', eid)
          .executeTakeFirst()
      : undefined;
    if (!enterprise || !enterprise.sso_secret)
      return reply.status(404).type('text/plain').send('No enterprise with SSO at this eid.');
    const members = await forTenant(deps.db, eid)
      .selectFrom('users')
      .select(['account', 'username'])
      .where('locked', '=', 0)
      .orderBy('id')
      .limit(20)
      .execute();
    const buttons = members
      .map(
        (m) =>
          `<li><a class="scan" href="/__dev/scan-login/scan?eid=${eid}&amp;account=${encodeURIComponent(m.account)}">Scan as ${escape(m.username)} (${escape(m.account)})</a></li>`,
      )
      .join('');
    return reply.type('text/html').header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(enterprise.name)} — scan to sign in (simulator)</title>
<style>body{font-family:sans-serif;max-width:560px;margin:48px auto;color:#1d2129}.qr{width:180px;height:180px;border:8px solid #1d2129;background:repeating-conic-gradient(#1d2129 0 25%,#fff 0 50%) 0 0/30px 30px;margin:24px 0}a.scan{display:inline-block;margin:4px 0;padding:8px 12px;background:#165dff;color:#fff;border-radius:4px;text-decoration:none}ul{list-style:none;padding:0}</style></head>
<body><h1>${escape(enterprise.name)}: scan to sign in</h1><p>This page simulates the organisation's own scan-login page. In production the organisation's sign-in service shows a real code; here, choose who scans it.</p><div class="qr" role="img" aria-label="Sign-in code"></div><ul>${buttons}</ul></body></html>`);
  });

  app.get('/__dev/scan-login/scan', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const eid = Number(query.eid);
    const enterprise = Number.isInteger(eid)
      ? await deps.db.selectFrom('enterprises').select(['id', 'sso_secret']).where('id', '=', eid).executeTakeFirst()
      : undefined;
    if (!enterprise?.sso_secret || !query.account)
      return reply.status(400).type('text/plain').send('eid and account are required.');
    const ticket = mintSsoTicket(
      { eid, account: query.account, aud: 'transfer', now: deps.clock.now() },
      enterprise.sso_secret,
    );
    return reply.redirect(`/transferLogin?eid=${eid}&ticket=${encodeURIComponent(ticket)}`);
  });
}
