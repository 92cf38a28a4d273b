import type { EnterpriseConfig, UserInfo } from '../../../../protocol';
import { api } from '../../../lib/api-client';

/** What an enterprise without settings looks like (visitors' defaults, test fixtures). */
export const DEFAULT_ENTERPRISE: EnterpriseConfig = {
  eid: 0,
  enterpriseName: '',
  platformFlag: '',
  dingtalkCorpId: '',
  corpid: '',
  showUserRegister: 'N',
  switch_language: 'N',
  language: 'zh_cn',
  languageSelected: '',
  theme_color: '',
  hover_color: '',
  userPortal: null,
  puborg: '0',
  pcScanQRCodeLoginUrl: '',
  mxybeta: [],
  linkIcon: '',
  you_fen_mall_switch: 'N',
  iscustomDomain: 'N',
  cookiesDomain: '',
  is_alpha: [],
  is_jion: 'Y',
  expireStatus: 'Y',
  islock: 'Y',
  isdelete: 0,
};

export interface EnterpriseStatus {
  enterprise: EnterpriseConfig;
  /** The envelope's `userinfo`: null when the gateway does not consider the caller signed in. */
  user: UserInfo | null;
}

/**
 * GET apiHomePage/Enterprise — the init call. Quiet: start-up shows its own error screen. The
 * answer is checked against the declaration (spec 000 §4: it counts only with an enterprise);
 * the declaration loads with the call, off the start-up chunk.
 */
export async function getEnterprise(): Promise<EnterpriseStatus> {
  const { enterpriseStatusCall } = await import('../../../../protocol/calls/shell');
  const { data, user } = await api.requestWithUser(enterpriseStatusCall, {}, { quiet: true });
  return { enterprise: data, user };
}
