import type { EnterpriseConfig, UserInfo } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import { toUserInfo } from '../../../lib/user-info';

/** What an enterprise without settings looks like; fields a gateway leaves out take these values. */
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

/** Spec 000 §4: the init call counts as answered only when its data carries an eid. */
export function toEnterpriseConfig(data: unknown): EnterpriseConfig | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Partial<EnterpriseConfig>;
  const eid = Number(raw.eid);
  if (raw.eid === undefined || raw.eid === null || !Number.isInteger(eid) || eid < 0) return null;
  return {
    ...DEFAULT_ENTERPRISE,
    ...raw,
    eid,
    is_alpha: Array.isArray(raw.is_alpha) ? raw.is_alpha.map(String) : [],
    mxybeta: Array.isArray(raw.mxybeta) ? raw.mxybeta : [],
  };
}

export interface EnterpriseStatus {
  enterprise: EnterpriseConfig;
  /** The envelope's `userinfo`: null when the gateway does not consider the caller signed in. */
  user: UserInfo | null;
}

/** GET apiHomePage/Enterprise — the init call. Quiet: start-up shows its own error screen. */
export async function getEnterprise(): Promise<EnterpriseStatus> {
  const envelope = await api.callEnvelope<unknown>('apiHomePage/Enterprise', {}, { quiet: true });
  const enterprise = toEnterpriseConfig(envelope.data);
  if (!enterprise)
    throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data: envelope.data });
  return { enterprise, user: toUserInfo(envelope.userinfo) };
}
