import type { Kysely } from 'kysely';
import {
  ErrorCode,
  ErrorReason,
  hostSignature,
  stripHash,
  type HostLoginConfig,
  type HostSignatureResult,
} from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import { HostApiError, randomText } from '../../providers/host-common/host-http';
import type { WecomTicketType } from '../../providers/wecom/wecom-client';
import { openSession, refuseUserAtSignIn } from '../auth';
import type { HostProviders } from './host-providers';

/** Vendor codes meaning "this one-time code is unknown, used or expired". */
const CODE_REFUSED = new Set(['40078', '40029', 'invalidAuthCode']);
/** Vendor codes meaning "this person is not a member of the corp". */
const NOT_A_MEMBER = new Set(['60121', '60111', '46004']);

export interface HostLogin {
  db: Kysely<Database>;
  providers: HostProviders;
  enterprise: Enterprise;
  code: string;
  flow: 'in_app' | 'qr';
  now: number;
}

/** The public ids a page needs to start a host sign-in; only for corps with a configured app. */
export function hostLoginConfig(providers: HostProviders, enterprise: Enterprise): HostLoginConfig {
  const dingtalk = dingtalkApp(providers, enterprise, false);
  const wecom = wecomApp(providers, enterprise, false);
  return {
    dingtalk: dingtalk
      ? {
          corpId: dingtalk.corpId,
          clientId: dingtalk.clientId,
          qrLoginUrl: providers.config.dingtalk.qrLoginUrl,
          frameLoginScriptUrl: providers.config.dingtalk.frameLoginScriptUrl,
        }
      : null,
    wecom: wecom
      ? {
          corpId: wecom.corpId,
          agentId: wecom.agentId,
          oauthUrl: providers.config.wecom.oauthUrl,
          qrLoginUrl: providers.config.wecom.qrLoginUrl,
          loginPanel: providers.config.wecom.loginPanel,
        }
      : null,
  };
}

/** DingTalk in-app (requestAuthCode) or scan-login code → a session of the bound portal user. */
export async function loginWithDingtalkCode(login: HostLogin): Promise<{ user: User; token: string }> {
  const app = dingtalkApp(login.providers, login.enterprise, true)!;
  refuseEnterprise(login);
  const client = login.providers.dingtalk;
  const userid = await vendor(() =>
    login.flow === 'qr' ? client.userIdByQrCode(app, login.code) : client.userIdByInAppCode(app, login.code),
  );
  const user = await login.db.selectFrom('users').selectAll().where('dingtalk_user_id', '=', userid).executeTakeFirst();
  return signIn(login, user);
}

/** WeCom OAuth or login-panel code → a session of the bound portal user. */
export async function loginWithWecomCode(login: HostLogin): Promise<{ user: User; token: string }> {
  const app = wecomApp(login.providers, login.enterprise, true)!;
  refuseEnterprise(login);
  const identity = await vendor(() => login.providers.wecom.identityByCode(app, login.code));
  const user =
    'userid' in identity
      ? await login.db.selectFrom('users').selectAll().where('weixin_user_id', '=', identity.userid).executeTakeFirst()
      : undefined;
  return signIn(login, user);
}

/** The SHA-1 signature `ww.register` asks for, over the exact address the SDK hands over. */
export async function wecomSignature(
  providers: HostProviders,
  enterprise: Enterprise,
  url: string,
  type: WecomTicketType,
  host: string,
  now: number,
): Promise<HostSignatureResult> {
  const app = wecomApp(providers, enterprise, true)!;
  refuseForeignUrl(url, host, enterprise);
  const ticket = await vendor(() => providers.wecom.jsapiTicket(app, type));
  const timestamp = Math.floor(now / 1000);
  const nonceStr = randomText(8);
  return {
    corpId: app.corpId,
    agentId: app.agentId,
    timestamp,
    nonceStr,
    signature: hostSignature({ ticket, nonceStr, timestamp, url: stripHash(url) }),
  };
}

/** DingTalk `dd.config` for an authorised JSAPI (host-integration.md): the corp's app, its agent and the signed page address. */
export async function dingtalkSignature(
  providers: HostProviders,
  enterprise: Enterprise,
  url: string,
  host: string,
  now: number,
): Promise<HostSignatureResult> {
  const app = dingtalkApp(providers, enterprise, true)!;
  refuseForeignUrl(url, host, enterprise);
  const ticket = await vendor(() => providers.dingtalk.jsapiTicket(app));
  const timestamp = Math.floor(now / 1000);
  const nonceStr = randomText(8);
  return {
    corpId: app.corpId,
    agentId: app.agentId,
    timestamp,
    nonceStr,
    signature: hostSignature({ ticket, nonceStr, timestamp, url: stripHash(url) }),
  };
}

async function signIn(login: HostLogin, user: User | undefined): Promise<{ user: User; token: string }> {
  // Nothing is created for a stranger: the address book is the enterprise's, not ours to extend.
  if (!user) throw new AppError(ErrorCode.NOT_IN_ADDRESS_BOOK, { reason: ErrorReason.NOT_IN_ADDRESS_BOOK });
  await refuseUserAtSignIn(login.db, login.enterprise, user);
  const token = await openSession(login.db, login.enterprise, user, login.now);
  return { user, token };
}

function refuseEnterprise(login: HostLogin): void {
  const refusal = enterpriseRefusal(login.enterprise, login.now);
  if (refusal) throw refusal;
}

/** Only pages of this portal are signed: the request's own host or the enterprise's custom domain. */
function refuseForeignUrl(url: string, host: string, enterprise: Enterprise): void {
  const target = new URL(url);
  if (!/^https?:$/.test(target.protocol)) throw new AppError(ErrorCode.HOST_URL_REFUSED);
  // Normalised through URL so a default port written or left out compares equal.
  const allowed = [host, enterprise.custom_domain ?? '']
    .filter(Boolean)
    .map((h) => new URL(`${target.protocol}//${h}`).host);
  if (!allowed.includes(target.host)) throw new AppError(ErrorCode.HOST_URL_REFUSED);
}

function dingtalkApp(providers: HostProviders, enterprise: Enterprise, required: boolean) {
  const app = enterprise.dingtalk_corp_id
    ? providers.config.dingtalk.apps.find((a) => a.corpId === enterprise.dingtalk_corp_id)
    : undefined;
  if (!app && required) throw new AppError(ErrorCode.HOST_NOT_CONFIGURED);
  return app ?? null;
}

function wecomApp(providers: HostProviders, enterprise: Enterprise, required: boolean) {
  const app = enterprise.corpid ? providers.config.wecom.apps.find((a) => a.corpId === enterprise.corpid) : undefined;
  if (!app && required) throw new AppError(ErrorCode.HOST_NOT_CONFIGURED);
  return app ?? null;
}

/** Vendor refusals become our codes; anything else (network, timeout) is "cannot reach". */
async function vendor<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HostApiError) {
      const code = String(error.errcode);
      if (CODE_REFUSED.has(code)) throw new AppError(ErrorCode.HOST_CODE_INVALID);
      if (NOT_A_MEMBER.has(code))
        throw new AppError(ErrorCode.NOT_IN_ADDRESS_BOOK, { reason: ErrorReason.NOT_IN_ADDRESS_BOOK });
      throw new AppError(ErrorCode.HOST_UPSTREAM_FAILED, { data: { errcode: error.errcode } });
    }
    throw new AppError(ErrorCode.HOST_UPSTREAM_FAILED);
  }
}
