import { ADMIN_STATISTICS_LIMITS } from '../../../protocol';
import { statisticsCall, statisticsExportCall } from '../../../protocol/calls/admin-statistics';
import { callerOffsetMinutes } from '../../lib/local-day';
import type { CallRegistry } from '../../pipeline/call-registry';
import { signExportLink } from './export-link';
import { EXPORT_LABELS } from './export-labels';
import { resolvePeriod } from './period';
import { statisticsOf } from './statistics.service';

/**
 * Administrators' statistics (issue 27 item 5, decision 0056). `access: 'admin'`: a learner is
 * refused by the pipeline; `ctx.db` reads only the caller's enterprise.
 */
export function registerAdminStatisticsCalls(registry: CallRegistry): void {
  registry.serve(statisticsCall, {
    access: 'admin',
    handler: async (ctx, input) => {
      const period = resolvePeriod(input, ctx.clock.now(), callerOffsetMinutes(ctx));
      return { data: await statisticsOf(ctx.db, period) };
    },
  });

  // The figures are computed when the link is opened (export.route.ts); this call checks the
  // period and signs who asked for what, so a bad period is refused here, in the page.
  registry.serve(statisticsExportCall, {
    access: 'admin',
    handler: async (ctx, input) => {
      const now = ctx.clock.now();
      const period = resolvePeriod(input, now, callerOffsetMinutes(ctx));
      const expiresAt = now + ADMIN_STATISTICS_LIMITS.exportLinkSeconds * 1000;
      const url = signExportLink(
        ctx.config.mediaSigningSecret,
        {
          eid: ctx.enterprise.id,
          userId: ctx.user.id,
          from: period.from,
          to: period.to,
          offsetMinutes: period.offsetMinutes,
          format: input.format,
          language: ctx.language,
        },
        expiresAt,
      );
      const stem = `${EXPORT_LABELS[ctx.language].fileStem}_${period.from}_${period.to}`;
      return { data: { url, expiresAt, fileName: `${stem}.${input.format === 'xlsx' ? 'xlsx' : 'csv'}` } };
    },
  });
}
