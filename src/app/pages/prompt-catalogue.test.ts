import { describe, expect, it } from 'vitest';
import { ErrorCode, ErrorReason } from '../../../protocol';
import en from '../../locales/en_us/prompt.json';
import zhHans from '../../locales/zh_cn/prompt.json';
import zhHant from '../../locales/zh_hant/prompt.json';
import { promptEntryFor, promptReference } from './prompt-catalogue';

/** Every code the shell, the gateway and the hosts send to /prompt (issue 17: no raw codes). */
const SENT = ['2', '3', '4', '5', '401', '577', String(ErrorCode.ENTERPRISE_NOT_FOUND), 'link_invalid'];

describe('prompt catalogue', () => {
  it('has its own message in three languages for every reason code and every code sent', () => {
    for (const code of [...Object.values(ErrorReason), ...SENT]) {
      const entry = promptEntryFor(code);
      expect(entry.key, code).not.toBe('generic');
      for (const texts of [en, zhHans, zhHant] as Record<string, unknown>[]) {
        expect(typeof texts[entry.key], `${code} → ${entry.key}`).toBe('string');
        expect(typeof texts[`${entry.key}Hint`], `${code} → ${entry.key}Hint`).toBe('string');
      }
    }
  });

  it('shows numeric codes as a reference and never a named code', () => {
    expect(promptReference('40004')).toBe('40004');
    expect(promptReference('2')).toBe('2');
    expect(promptReference('not_in_address_book')).toBeNull();
    expect(promptReference('something_new')).toBeNull();
    expect(promptReference('')).toBeNull();
  });
});
