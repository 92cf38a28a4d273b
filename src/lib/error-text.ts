import { ErrorCode } from '../../protocol';
import { isApiError } from './api-error';
import { i18n } from './i18n';

/**
 * What to tell the user about a failed call: the server's own message (already in the user's
 * language), else a localised text by kind or code, never a bare code.
 */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.msg) return error.msg;
    if (error.kind === 'network') return i18n.t('common:errors.network');
    if (error.kind === 'timeout') return i18n.t('common:errors.timeout');
    if (error.code === ErrorCode.NOT_FOUND) return i18n.t('common:refused.notFound');
    if (error.code === ErrorCode.FORBIDDEN) return i18n.t('common:refused.forbidden');
  }
  return i18n.t('common:errors.unknown');
}

/**
 * Whether asking again can give another answer: no answer at all (network, timeout, unreadable)
 * or the server's own trouble (internal error, too many requests). A refusal (not found, no
 * access, a rule of the domain) answers the same however often it is asked.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'server') return true;
  return error.code === ErrorCode.INTERNAL || error.code === ErrorCode.RATE_LIMITED || error.httpStatus >= 500;
}
