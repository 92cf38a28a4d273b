import type { LanguageList } from '../../../../protocol';
import { api } from '../../../lib/api-client';

/**
 * GET apiSystem/languages/list — the languages the enterprise offers, their own names and the
 * member's saved choice. Quiet: the switcher falls back to the built-in list on failure. The
 * declaration (and zod with it) loads on first use, off the start-up chunk.
 */
export async function listLanguages(): Promise<LanguageList> {
  const { listLanguagesCall } = await import('../../../../protocol/calls/language');
  return api.request(listLanguagesCall, {}, { quiet: true });
}
