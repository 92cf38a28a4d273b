import type { LanguageList } from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

/**
 * GET apiSystem/languages/list — the languages the enterprise offers, their own names and the
 * member's saved choice. Quiet: the switcher falls back to the built-in list on failure.
 */
export async function listLanguages(): Promise<LanguageList> {
  const data = await api.call<unknown>('apiSystem/languages/list', {}, { quiet: true });
  return parseResponse(() => import('../../../../protocol/schemas/language').then((m) => m.languageListSchema), data);
}
