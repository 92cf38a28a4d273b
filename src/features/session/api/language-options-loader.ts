import { useLanguageOptions } from '../../../lib/language-options';
import { listLanguages } from './list-languages';

/**
 * Tell the switcher how to read its choices for this enterprise and identity. Nothing is called
 * until a switcher is on screen; each enterprise and identity is read once.
 */
export function configureLanguageOptions(eid: number, userid: string): void {
  useLanguageOptions.getState().configure(`${eid}|${userid}`, async () => {
    const list = await listLanguages();
    return list.languages.map((option) => ({ value: option.value, name: option.value === 'auto' ? '' : option.name }));
  });
}
