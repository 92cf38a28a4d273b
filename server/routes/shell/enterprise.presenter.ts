import type { EnterpriseConfig } from '../../../protocol';
import type { Enterprise, User, UserPortal } from '../../db/schema';
import { parseJsonList, parseStringList } from '../../lib/json-list';

/**
 * The init configuration of spec 000 §3. The access fields follow the spec's own
 * polarity: expireStatus 'N' = expired, islock 'N' = locked, isdelete 1 = closed,
 * is_jion 'N' = the signed-in user is not a member of this enterprise.
 */
export function presentEnterprise(
  enterprise: Enterprise,
  portal: UserPortal | null,
  user: User | null,
  now: number,
): EnterpriseConfig {
  return {
    eid: enterprise.id,
    enterpriseName: enterprise.name,
    platformFlag: enterprise.platform_flag,
    dingtalkCorpId: enterprise.dingtalk_corp_id,
    corpid: enterprise.corpid,
    showUserRegister: enterprise.show_user_register,
    switch_language: enterprise.switch_language,
    language: enterprise.language,
    languageSelected: user?.language ?? 'auto',
    theme_color: enterprise.theme_color,
    hover_color: enterprise.hover_color,
    userPortal: portal
      ? {
          portalID: portal.id,
          portalName: portal.name,
          themeColor: portal.theme_color,
          hoverColor: portal.hover_color,
          switchStatus: portal.switch_status,
        }
      : null,
    puborg: enterprise.puborg,
    pcScanQRCodeLoginUrl: enterprise.pc_scan_qrcode_login_url,
    mxybeta: parseJsonList<{ key: string; val: string }>(enterprise.mxybeta),
    linkIcon: enterprise.link_icon,
    you_fen_mall_switch: enterprise.you_fen_mall_switch,
    iscustomDomain: enterprise.custom_domain ? 'Y' : 'N',
    cookiesDomain: enterprise.cookies_domain,
    is_alpha: parseStringList(enterprise.is_alpha),
    is_jion: user && user.eid !== enterprise.id ? 'N' : 'Y',
    expireStatus: enterprise.expires_at > now ? 'Y' : 'N',
    islock: enterprise.locked === 1 ? 'N' : 'Y',
    isdelete: enterprise.deleted,
  };
}
