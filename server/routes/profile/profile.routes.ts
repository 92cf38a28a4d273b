import {
  birthdayTypesCall,
  changePhoneCall,
  departmentsCall,
  profileCall,
  saveProfileCall,
  updatePasswordCall,
  uploadProfileImageCall,
} from '../../../protocol/calls/profile';
import { PROFILE_LIMITS } from '../../../protocol';
import type { ServerConfig } from '../../config';
import type { LimitRule } from '../../lib/limits';
import type { CallRegistry, MemberContext } from '../../pipeline/call-registry';
import { presentUser } from '../../pipeline/present-user';
import { birthdayTypes, buildDepartmentTree, listDepartments } from './departments.service';
import { changePassword } from './password.service';
import { changePhone } from './phone.service';
import { replaceProfileImage } from './profile-image.service';
import { getProfile, saveProfile, type ProfileScope } from './profile.service';

/** Every `user` call has a signed-in member of the resolved enterprise (pipeline/access.ts). */
function scopeOf(ctx: MemberContext): ProfileScope {
  return { db: ctx.db, enterprise: ctx.enterprise, user: ctx.user, now: ctx.clock.now() };
}

/** The profile area (/editor): spec calls plus the unnamed ones of decision 0005. */
export function registerProfileCalls(registry: CallRegistry, config: ServerConfig): void {
  // Wrong current passwords per user, counted in the database (decision 0034).
  const passwordLimit: LimitRule = {
    scope: 'password-change:user',
    limit: config.loginAttemptLimit,
    windowMs: config.loginAttemptWindowMs,
  };

  registry.serve(profileCall, {
    access: 'user',
    handler: async (ctx) => ({ data: await getProfile(scopeOf(ctx)) }),
  });

  registry.serve(saveProfileCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const { profile, user } = await saveProfile(scopeOf(ctx), input);
      return { data: profile, userinfo: presentUser(user, ctx.token) };
    },
  });

  registry.serve(uploadProfileImageCall, {
    access: 'user',
    upload: { maxFileBytes: PROFILE_LIMITS.imageBytes, maxFiles: 1 },
    handler: async (ctx, input) => {
      const { url, user } = await replaceProfileImage(
        { ...scopeOf(ctx), mediaDir: ctx.config.mediaDir },
        input.kind,
        ctx.files ?? [],
      );
      return { data: { kind: input.kind, url }, userinfo: presentUser(user, ctx.token) };
    },
  });

  /** The enterprise's whole department tree (small enough to send at once). */
  registry.serve(departmentsCall, {
    access: 'user',
    handler: async (ctx) => ({
      data: { list: buildDepartmentTree(await listDepartments(ctx.db)) },
    }),
  });

  registry.serve(birthdayTypesCall, {
    access: 'user',
    handler: async (ctx) => ({ data: { list: birthdayTypes(ctx.language) } }),
  });

  registry.serve(changePhoneCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const { user } = await changePhone(scopeOf(ctx), input);
      return { data: await getProfile({ ...scopeOf(ctx), user }), userinfo: presentUser(user, ctx.token) };
    },
  });

  registry.serve(updatePasswordCall, {
    access: 'user',
    handler: async (ctx, input) => {
      const { user } = await changePassword(
        { ...scopeOf(ctx), token: ctx.token, language: ctx.language, limit: passwordLimit },
        input,
      );
      const info = presentUser(user, ctx.token);
      return { data: info, userinfo: info };
    },
  });
}
