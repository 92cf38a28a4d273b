import { listLanguagesCall, switchLanguageCall } from '../../../protocol/calls/language';
import type { CallRegistry } from '../../pipeline/call-registry';
import { listLanguages, switchLanguage } from './language.service';

export function registerLanguageCalls(registry: CallRegistry): void {
  registry.serve(listLanguagesCall, {
    access: 'public',
    handler: async (ctx) => ({ data: listLanguages(ctx) }),
  });

  // Visitors keep their choice in the browser only.
  registry.serve(switchLanguageCall, {
    access: 'user',
    handler: async (ctx, input) => ({ data: await switchLanguage(ctx, input.lang) }),
  });
}
