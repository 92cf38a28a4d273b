import { useLanguageOptions } from '../../../lib/language-options';
import { listLanguages } from './list-languages';

/**
 * Read the switcher's choices once per enterprise and identity (a member may be offered more
 * than a visitor in future gateways). A failure keeps the built-in list: switching still works.
 */
export function loadLanguageOptions(eid: number, userid: string): void {
  const key = `${eid}|${userid}`;
  const store = useLanguageOptions.getState();
  if (store.key === key) return;
  store.setOptions(key, null);
  listLanguages()
    .then((list) => {
      if (useLanguageOptions.getState().key !== key) return;
      const options = list.languages.map((option) => ({ value: option.value, name: option.value === 'auto' ? '' : option.name }));
      useLanguageOptions.getState().setOptions(key, options);
    })
    .catch(() => {
      // Quiet on purpose: the built-in list stays, and the next identity change retries.
      if (useLanguageOptions.getState().key === key) useLanguageOptions.getState().setOptions('', null);
    });
}
