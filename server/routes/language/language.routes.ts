import { listLanguagesSchema, switchLanguageSchema } from '../../../protocol';
import type { CallRegistry } from '../../pipeline/call-registry';
import { listLanguages, switchLanguage } from './language.service';

export function registerLanguageCalls(registry: CallRegistry): void {
  /** The languages the enterprise offers, their own names, and the member's saved choice. */
  registry.register({
    name: 'apiSystem/languages/list',
    method: 'GET',
    access: 'public',
    input: listLanguagesSchema,
    handler: async (ctx) => ({ data: listLanguages(ctx) }),
  });

  /** Save the signed-in member's language choice (visitors keep theirs in the browser only). */
  registry.register({
    name: '/v1/user/languages/switch',
    method: 'POST',
    access: 'user',
    input: switchLanguageSchema,
    handler: async (ctx, input) => ({ data: await switchLanguage(ctx, input.lang) }),
  });
}
