import { isApiError } from './api-error';
import { i18n } from './i18n';

/** What to tell the user about a failed call: the server's own message, else a localised text by kind. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.msg) return error.msg;
    if (error.kind === 'network') return i18n.t('common:errors.network');
    if (error.kind === 'timeout') return i18n.t('common:errors.timeout');
  }
  return i18n.t('common:errors.unknown');
}
