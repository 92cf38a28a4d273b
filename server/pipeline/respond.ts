import { ERROR_MESSAGES, REASON_MESSAGES, errorKeyOf, type Language, type ResponseEnvelope } from '../../protocol';
import { AppError } from './app-error';

export function successEnvelope(data: unknown, userinfo: unknown): ResponseEnvelope {
  return { code: 0, msg: '', data, status: 'Y', userinfo, encryptFields: [] };
}

/** The text a person reads for an error, in their language. */
export function errorMessage(error: AppError, language: Language): string {
  if (error.userMessage) return error.userMessage;
  if (error.reason) return REASON_MESSAGES[error.reason][language];
  const key = errorKeyOf(error.code);
  return key ? ERROR_MESSAGES[key][language] : ERROR_MESSAGES.INTERNAL[language];
}

export function errorEnvelope(error: AppError, language: Language): ResponseEnvelope {
  const data: Record<string, unknown> = { ...(error.data ?? {}) };
  if (error.reason) data.reason = error.reason;
  return { code: error.code, msg: errorMessage(error, language), data, status: 'N', userinfo: null, encryptFields: [] };
}
