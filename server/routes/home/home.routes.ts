import {
  examClassesCall,
  homeComponentCall,
  homeModulesCall,
  homeSettingsCall,
  indexListCall,
  logUploadCall,
  navigationCall,
  partnerTypesCall,
  promoteEnquiryCall,
  promoteListCall,
  showCommentCountCall,
  showCountCall,
  studyInfoCall,
} from '../../../protocol/calls/home';
import { ErrorCode } from '../../../protocol';
import type { ServerConfig } from '../../config';
import { takeAllowance, type LimitRule } from '../../lib/limits';
import { AppError } from '../../pipeline/app-error';
import type { CallContext, CallRegistry } from '../../pipeline/call-registry';
import { storeClientLogs } from './client-logs.service';
import { getComponent, listModules } from './home-modules.service';
import { homeScopeOf } from './home-scope';
import { getExamClasses, getHomeSettings, getShowCount } from './home-settings.service';
import { listNavigation } from './navigation.service';
import { fileEnquiry, listPartnerTypes, partnerProfile, PROMOTE_PAGE_SIZE } from './promote.service';
import { partnersPage } from './module-sources';
import { getStudyInfo, indexList } from './study-info.service';

/** Log uploads per client per minute, enquiries per address per hour (decision 0023). */
const LOG_UPLOADS_PER_MINUTE = 12;
const ENQUIRIES_PER_HOUR = 5;

/** Log uploads and enquiries, counted in the database (decision 0034). */
const LOG_UPLOADS: LimitRule = { scope: 'home:log-upload', limit: LOG_UPLOADS_PER_MINUTE, windowMs: 60_000 };
const ENQUIRIES: LimitRule = { scope: 'home:enquiry', limit: ENQUIRIES_PER_HOUR, windowMs: 3_600_000 };

/** Consume one unit of an allowance, or refuse with `code` and change nothing. */
async function spend(
  ctx: CallContext,
  rule: LimitRule,
  subject: string,
  code: (typeof ErrorCode)[keyof typeof ErrorCode],
): Promise<void> {
  if (!(await takeAllowance(ctx.db, [{ rule, subject }], ctx.clock.now())).ok) throw new AppError(code);
}

function clientKey(ctx: CallContext): string {
  return `${ctx.enterprise!.id}:${ctx.user ? `u${ctx.user.id}` : `ip${ctx.ip}`}`;
}

/** The home page (spec 000 §3 home state, §7; spec 001 GetList/Components; decision 0023). */
export function registerHomeCalls(registry: CallRegistry, _config: ServerConfig): void {
  registry.serve(navigationCall, {
    access: 'public',
    handler: async (ctx) => ({ data: { list: await listNavigation(homeScopeOf(ctx)) } }),
  });
  registry.serve(homeModulesCall, {
    access: 'public',
    handler: async (ctx) => ({ data: { list: await listModules(homeScopeOf(ctx)) } }),
  });
  registry.serve(homeComponentCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: await getComponent(homeScopeOf(ctx), input.moduleId, input.page) }),
  });
  registry.serve(studyInfoCall, {
    access: 'user',
    handler: async (ctx) => {
      const scope = homeScopeOf(ctx);
      if (!scope.viewer) throw new AppError(ErrorCode.NOT_FOUND);
      return { data: await getStudyInfo({ ...scope, viewer: scope.viewer }) };
    },
  });
  registry.serve(indexListCall, {
    access: 'public',
    handler: async (ctx, input) => ({ data: await indexList(homeScopeOf(ctx), input.kind, input.page) }),
  });
  registry.serve(homeSettingsCall, {
    access: 'public',
    handler: async (ctx) => ({ data: await getHomeSettings(homeScopeOf(ctx)) }),
  });
  registry.serve(examClassesCall, {
    access: 'public',
    handler: async (ctx) => ({ data: { list: await getExamClasses(homeScopeOf(ctx)) } }),
  });
  registry.serve(showCountCall, {
    access: 'public',
    handler: async (ctx) => ({ data: await getShowCount(homeScopeOf(ctx), 'count') }),
  });
  registry.serve(showCommentCountCall, {
    access: 'public',
    handler: async (ctx) => ({ data: await getShowCount(homeScopeOf(ctx), 'commentDetail') }),
  });
  registry.serve(promoteListCall, {
    access: 'public',
    handler: async (ctx, input) => {
      const window = { limit: PROMOTE_PAGE_SIZE, offset: (input.page - 1) * PROMOTE_PAGE_SIZE };
      const result = await partnersPage(homeScopeOf(ctx), input.partnerType, window, input.promote_id);
      // One partner asked for by id that is not this enterprise's: as if it did not exist.
      if (input.promote_id > 0 && result.total === 0) throw new AppError(ErrorCode.NOT_FOUND);
      if (input.promote_id > 0)
        result.list = [{ ...result.list[0]!, ...(await partnerProfile(homeScopeOf(ctx), input.promote_id)) }];
      return { data: { page: input.page, pageSize: PROMOTE_PAGE_SIZE, ...result } };
    },
  });
  registry.serve(partnerTypesCall, {
    access: 'public',
    handler: async (ctx) => ({ data: { list: await listPartnerTypes(homeScopeOf(ctx)) } }),
  });
  registry.serve(promoteEnquiryCall, {
    access: 'public',
    handler: async (ctx, input) => {
      await spend(ctx, ENQUIRIES, `${ctx.enterprise!.id}:ip${ctx.ip}`, ErrorCode.ENQUIRY_TOO_FREQUENT);
      return { data: await fileEnquiry(homeScopeOf(ctx), input) };
    },
  });
  registry.serve(logUploadCall, {
    access: 'public',
    handler: async (ctx, input) => {
      await spend(ctx, LOG_UPLOADS, clientKey(ctx), ErrorCode.LOG_UPLOAD_TOO_FREQUENT);
      return { data: await storeClientLogs(homeScopeOf(ctx), input.entries) };
    },
  });
}
