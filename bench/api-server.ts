/** The child process of bench/api-process.ts: the seeded real server and the bare baseline. */
import { startBareServer } from './api-load';
import { startServers } from './servers';

const [root, out] = process.argv.slice(2) as [string, string];

async function main(): Promise<void> {
  const servers = await startServers(root, out, { withBlank: false });
  const bare = await startBareServer();
  process.on('message', (message: { kind: string; attemptId?: number; sent?: number }) => {
    void (async () => {
      if (message.kind === 'cpu') {
        const used = process.cpuUsage();
        process.send!({ kind: 'cpu', micros: used.user + used.system });
      } else if (message.kind === 'check') {
        const row = await servers.db
          .selectFrom('exam_answers')
          .where('attempt_id', '=', message.attemptId!)
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('seq').as('top')])
          .executeTakeFirstOrThrow();
        const result = { sent: message.sent!, stored: Number(row.n), highestSeq: Number(row.top ?? 0) };
        process.send!({ kind: 'checked', result });
      } else if (message.kind === 'close') {
        await bare.close();
        await servers.close();
        // Exit normally so `--cpu-prof` writes its profile.
        process.disconnect();
        process.exit(0);
      }
    })();
  });
  process.send!({
    kind: 'ready',
    portalUrl: servers.portalUrl,
    bareUrl: bare.url,
    exams: { apiSave: servers.exams.apiSave },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
