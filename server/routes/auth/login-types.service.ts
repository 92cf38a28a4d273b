import {
  ErrorCode,
  LOGIN_TYPES,
  PC_WEB_LOGIN_TYPES,
  type EnterpriseLoginTypes,
  type LoginType,
  type PcWebLoginTypes,
} from '../../../protocol';
import type { Enterprise } from '../../db/schema';
import { parseStringList } from '../../lib/json-list';
import { AppError } from '../../pipeline/app-error';
import { policyOf } from './password-rules';

/** The enterprise's configured sign-in methods (unknown entries ignored; none configured means password). */
export function enterpriseLoginTypes(enterprise: Enterprise): LoginType[] {
  const configured = parseStringList(enterprise.login_types).filter((t): t is LoginType =>
    (LOGIN_TYPES as readonly string[]).includes(t),
  );
  return configured.length > 0 ? configured : ['password'];
}

export function requireLoginType(enterprise: Enterprise, type: LoginType): void {
  if (!enterpriseLoginTypes(enterprise).includes(type)) throw new AppError(ErrorCode.LOGIN_TYPE_DISABLED);
}

/** /v1/login/get-enterprise-login-type: everything configured, including host and QR methods. */
export function presentEnterpriseLoginTypes(enterprise: Enterprise): EnterpriseLoginTypes {
  return {
    loginTypes: enterpriseLoginTypes(enterprise),
    scanLoginUrl: enterprise.pc_scan_qrcode_login_url,
    dingtalkCorpId: enterprise.dingtalk_corp_id,
    wecomCorpId: enterprise.corpid,
  };
}

/**
 * /v1/pcweb/get-pcweb-login-type: what the PC web login card shows — the configured methods
 * the card itself can offer (password, code), and where "register" leads (decision 0004).
 */
export function presentPcWebLoginTypes(enterprise: Enterprise): PcWebLoginTypes {
  const shown = enterpriseLoginTypes(enterprise).filter((t) => PC_WEB_LOGIN_TYPES.includes(t));
  const loginTypes: LoginType[] = shown.length > 0 ? shown : ['password'];
  const open = enterprise.show_user_register === 'Y';
  const registerMode = !open
    ? 'none'
    : enterprise.puborg === '1'
      ? 'inline'
      : enterprise.register_url
        ? 'external'
        : 'none';
  return {
    loginTypes,
    defaultType: loginTypes[0]!,
    showRegister: registerMode !== 'none',
    registerMode,
    registerUrl: registerMode === 'external' ? enterprise.register_url : '',
    passwordPolicy: policyOf(enterprise),
  };
}
