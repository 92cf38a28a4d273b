import { z } from 'zod';
import {
  ErrorCode,
  homeComponentParamsSchema,
  indexListParamsSchema,
  logUploadParamsSchema,
  promoteEnquiryParamsSchema,
  promoteParamsSchema,
} from '../../../protocol';
import type { ServerConfig } from '../../config';
import { RateLimiter } from '../../lib/rate-limiter';
import { AppError } from '../../pipeline/app-error';
import type { CallContext, CallRegistry } from '../../pipeline/call-registry';
import { storeClientLogs } from './client-logs.service';
import { getComponent, listModules } from './home-modules.service';
import { homeScopeOf } from './home-scope';
import { getExamClasses, getHomeSettings, getShowCount } from './home-settings.service';
import { listNavigation } from './navigation.service';
import { fileEnquiry, listPartnerTypes, PROMOTE_PAGE_SIZE } from './promote.service';
import { partnersPage } from './module-sources';
import { getStudyInfo, indexList } from './study-info.service';

/** Log uploads per client per minute, enquiries per address per hour (decision 0023). */
const LOG_UPLOADS_PER_MINUTE = 12;
const ENQUIRIES_PER_HOUR = 5;

/** Consume one unit of a limiter's allowance, or refuse with `code` and change nothing. */
function spend(limiter: RateLimiter, key: string, now: number, code: (typeof ErrorCode)[keyof typeof ErrorCode]): void {
  if (limiter.isBlocked(key, now)) throw new AppError(code);
  limiter.record(key, now);
}

function clientKey(ctx: CallContext): string {
  return `${ctx.enterprise!.id}:${ctx.user ? `u${ctx.user.id}` : `ip${ctx.ip}`}`;
}

/** The home page (spec 000 §3 home state, §7; spec 001 GetList/Components; decision 0023). */
export function registerHomeCalls(registry: CallRegistry, _config: ServerConfig): void {
  const logLimiter = new RateLimiter(LOG_UPLOADS_PER_MINUTE, 60_000);
  const enquiryLimiter = new RateLimiter(ENQUIRIES_PER_HOUR, 3_600_000);
  const empty = z.object({});

  registry.register({
    name: 'apiHomePage/NavigationTop',
    method: 'GET',
    access: 'public',
    input: empty,
    handler: async (ctx) => ({ data: { list: await listNavigation(homeScopeOf(ctx)) } }),
  });
  registry.register({
    name: 'apiHomePage/GetList',
    method: 'GET',
    access: 'public',
    input: empty,
    handler: async (ctx) => ({ data: { list: await listModules(homeScopeOf(ctx)) } }),
  });
  registry.register({
    name: 'apiPortal/Components',
    method: 'GET',
    access: 'public',
    input: homeComponentParamsSchema,
    handler: async (ctx, input) => ({ data: await getComponent(homeScopeOf(ctx), input.moduleId, input.page) }),
  });
  registry.register({
    name: 'apiMy/getMyStudyInfo',
    method: 'GET',
    access: 'user',
    input: empty,
    handler: async (ctx) => {
      const scope = homeScopeOf(ctx);
      if (!scope.viewer) throw new AppError(ErrorCode.NOT_FOUND);
      return { data: await getStudyInfo({ ...scope, viewer: scope.viewer }) };
    },
  });
  registry.register({
    name: '/v1/home/index-list',
    method: 'GET',
    access: 'public',
    input: indexListParamsSchema,
    handler: async (ctx, input) => ({ data: await indexList(homeScopeOf(ctx), input.kind, input.page) }),
  });
  registry.register({
    name: 'apiHomePage/SwitchingSet',
    method: 'GET',
    access: 'public',
    input: empty,
    handler: async (ctx) => ({ data: await getHomeSettings(homeScopeOf(ctx)) }),
  });
  registry.register({
    name: 'apiSystem/ClassAllData/ExamClass',
    method: 'GET',
    access: 'public',
    input: empty,
    handler: async (ctx) => ({ data: { list: await getExamClasses(homeScopeOf(ctx)) } }),
  });
  registry.register({
    name: 'apiCount/getIsshowCount',
    method: 'GET',
    access: 'public',
    input: empty,
    handler: async (ctx) => ({ data: await getShowCount(homeScopeOf(ctx), 'count') }),
  });
  registry.register({
    name: 'apiCount/getIsshowCount/commentDetail',
    method: 'GET',
    access: 'public',
    input: empty,
    handler: async (ctx) => ({ data: await getShowCount(homeScopeOf(ctx), 'commentDetail') }),
  });
  registry.register({
    name: '/v1/promote/index/index',
    method: 'GET',
    access: 'public',
    input: promoteParamsSchema,
    handler: async (ctx, input) => {
      const window = { limit: PROMOTE_PAGE_SIZE, offset: (input.page - 1) * PROMOTE_PAGE_SIZE };
      const result = await partnersPage(homeScopeOf(ctx), input.partnerType, window, input.promote_id);
      // One partner asked for by id that is not this enterprise's: as if it did not exist.
      if (input.promote_id > 0 && result.total === 0) throw new AppError(ErrorCode.NOT_FOUND);
      return { data: { page: input.page, pageSize: PROMOTE_PAGE_SIZE, ...result } };
    },
  });
  registry.register({
    name: '/v1/promote/index/partner-type',
    method: 'GET',
    access: 'public',
    input: empty,
    handler: async (ctx) => ({ data: { list: await listPartnerTypes(homeScopeOf(ctx)) } }),
  });
  registry.register({
    name: '/v1/promote/index/enterprise',
    method: 'POST',
    access: 'public',
    input: promoteEnquiryParamsSchema,
    handler: async (ctx, input) => {
      spend(enquiryLimiter, `${ctx.enterprise!.id}:ip${ctx.ip}`, ctx.clock.now(), ErrorCode.ENQUIRY_TOO_FREQUENT);
      return { data: await fileEnquiry(homeScopeOf(ctx), input) };
    },
  });
  registry.register({
    name: '/v1/logs/upload',
    method: 'POST',
    access: 'public',
    input: logUploadParamsSchema,
    handler: async (ctx, input) => {
      spend(logLimiter, clientKey(ctx), ctx.clock.now(), ErrorCode.LOG_UPLOAD_TOO_FREQUENT);
      return { data: await storeClientLogs(homeScopeOf(ctx), input.entries) };
    },
  });
}
