import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { DEMO_HOST_ADDRESS_BOOKS } from '../../db/seed/demo-data';
import type { Clock } from '../../lib/clock';
import { registerDingtalkSimulator, type DingtalkSimulator } from '../../providers/dingtalk/dingtalk-simulator';
import { usedCodesInDatabase } from '../../providers/host-common/sim-used-codes';
import { registerWecomSimulator, type WecomSimulator } from '../../providers/wecom/wecom-simulator';
import { DINGTALK_SIM_PREFIX, readHostConfig, WECOM_SIM_PREFIX } from './host-config';
import { launcherPage, launchPage } from './host-launcher-page';

export interface HostDevRoutes {
  dingtalk: DingtalkSimulator;
  wecom: WecomSimulator;
}

/**
 * Outside production: the DingTalk and WeCom simulators on this server (/__sim/dingtalk,
 * /__sim/wecom) and the /__dev/hosts launcher that opens the portal as each host. In
 * production (or HOST_SIMULATORS=false) nothing is mounted and null is returned. Given the
 * database, the simulators record used codes there, so every server process (WORKERS) agrees.
 */
export function registerHostDevRoutes(
  app: FastifyInstance,
  deps: { config: ServerConfig; clock: Clock; db?: Kysely<Database> },
): HostDevRoutes | null {
  const hostConfig = readHostConfig(process.env, deps.config.port);
  // The server's own production flag wins too, so a production config never mounts a simulator.
  if (!hostConfig.simulators || deps.config.production) return null;
  const now = () => deps.clock.now();
  const usedCodes = deps.db ? usedCodesInDatabase(deps.db, now) : undefined;
  const dingtalk = registerDingtalkSimulator(app, {
    prefix: DINGTALK_SIM_PREFIX,
    now,
    apps: hostConfig.dingtalk.apps,
    members: DEMO_HOST_ADDRESS_BOOKS.dingtalk,
    usedCodes,
  });
  const wecom = registerWecomSimulator(app, {
    prefix: WECOM_SIM_PREFIX,
    now,
    apps: hostConfig.wecom.apps,
    members: DEMO_HOST_ADDRESS_BOOKS.wecom,
    usedCodes,
  });

  const fakesFile = path.resolve(import.meta.dirname, '../../../host-adapters/simulator/container-fakes.js');
  app.get('/__dev/hosts', async (_request, reply) => reply.type('text/html').send(launcherPage()));
  app.get('/__dev/hosts/fakes.js', async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-store').send(fs.readFileSync(fakesFile, 'utf8')),
  );
  app.get('/__dev/hosts/launch', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const page = launchPage(query.as ?? '', query.user ?? '', query.to ?? '/index?eid=1');
    if (!page) return reply.status(400).type('text/plain').send('unknown host or user');
    return reply.type('text/html').header('cache-control', 'no-store').send(page);
  });
  return { dingtalk, wecom };
}
