import {
  languageListSchema,
  languageSwitchedSchema,
  listLanguagesSchema,
  switchLanguageSchema,
} from '../schemas/language';
import { defineCall } from './define-call';

/** The languages the enterprise offers, their own names, and the member's saved choice. */
export const listLanguagesCall = defineCall({
  name: 'apiSystem/languages/list',
  method: 'GET',
  input: listLanguagesSchema,
  output: languageListSchema,
});

/** Save the signed-in member's language choice (visitors keep theirs in the browser only). */
export const switchLanguageCall = defineCall({
  name: '/v1/user/languages/switch',
  method: 'POST',
  input: switchLanguageSchema,
  output: languageSwitchedSchema,
});
