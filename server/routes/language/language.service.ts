import {
  AUTO_LANGUAGE_NAMES,
  DEFAULT_LANGUAGE,
  ErrorCode,
  LANGUAGE_CHOICES,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type Language,
  type LanguageChoice,
  type LanguageList,
  type LanguageOption,
  type LanguageSwitched,
} from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import type { CallContext } from '../../pipeline/call-registry';
import type { Enterprise, User } from '../../db/schema';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** A stored choice read leniently: rows written by older versions may hold anything. */
export function toLanguageChoice(value: string): LanguageChoice {
  return (LANGUAGE_CHOICES as readonly string[]).includes(value) ? (value as LanguageChoice) : 'auto';
}

/**
 * The choices an enterprise offers. Spec 000 §4: with switching off Chinese is forced, so the
 * only entry is Simplified Chinese and there is nothing to pick.
 */
export function offeredLanguages(enterprise: Enterprise, requestLanguage: Language): LanguageOption[] {
  if (enterprise.switch_language !== 'Y')
    return [{ value: DEFAULT_LANGUAGE, name: LANGUAGE_NATIVE_NAMES[DEFAULT_LANGUAGE] }];
  return [
    { value: 'auto', name: AUTO_LANGUAGE_NAMES[requestLanguage] },
    ...LANGUAGES.map((value) => ({ value, name: LANGUAGE_NATIVE_NAMES[value] })),
  ];
}

/** Only a member of this enterprise has a saved choice here; a member of another one is a visitor. */
function memberOf(enterprise: Enterprise, user: User | null): User | null {
  return user && user.eid === enterprise.id ? user : null;
}

export function listLanguages(ctx: CallContext): LanguageList {
  const enterprise = ctx.enterprise!;
  const member = memberOf(enterprise, ctx.user);
  return {
    switchLanguage: enterprise.switch_language === 'Y' ? 'Y' : 'N',
    defaultLanguage: isLanguage(enterprise.language) ? enterprise.language : DEFAULT_LANGUAGE,
    languages: offeredLanguages(enterprise, ctx.language),
    selected: member ? toLanguageChoice(member.language) : null,
  };
}

/** Save the member's choice. Setting the same value again is a no-op, so double clicks are harmless. */
export async function switchLanguage(ctx: CallContext, lang: LanguageChoice): Promise<LanguageSwitched> {
  const enterprise = ctx.enterprise!;
  // The access rule already guarantees a signed-in member of this enterprise.
  const user = ctx.user!;
  if (enterprise.switch_language !== 'Y') throw new AppError(ErrorCode.LANGUAGE_SWITCH_DISABLED);
  await ctx.db.updateTable('users').set({ language: lang }).where('id', '=', user.id).execute();
  return { languageSelected: lang };
}
