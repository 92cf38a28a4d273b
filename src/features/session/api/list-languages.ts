import { languageListSchema, type LanguageList } from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';

/**
 * GET apiSystem/languages/list — the languages the enterprise offers, their own names and the
 * member's saved choice. Quiet: the switcher falls back to the built-in list on failure.
 */
export async function listLanguages(): Promise<LanguageList> {
  const data = await api.call<unknown>('apiSystem/languages/list', {}, { quiet: true });
  const parsed = languageListSchema.safeParse(data);
  if (!parsed.success) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return parsed.data;
}
