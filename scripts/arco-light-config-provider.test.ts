import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { arcoLightConfigProvider } from './arco-light-config-provider';

const require = createRequire(import.meta.url);
const file = require.resolve('@arco-design/web-react/es/ConfigProvider/index.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = arcoLightConfigProvider().transform as unknown as Transform;

describe('arcoLightConfigProvider', () => {
  it('takes Message and Notification out of the static imports of Arco’s ConfigProvider', () => {
    const out = transform(fs.readFileSync(file, 'utf8'), file)!.code;
    expect(out).not.toMatch(/import (Message|Notification) from/);
    expect(out).toContain("import('../Message')");
    expect(out).toContain("import('../Notification')");
    expect(out).toContain('ConfigContext');
  });

  it('moves dayjs’s zh-cn locale from Arco’s default locale to Arco’s dayjs module (decision 0069)', () => {
    const locale = require.resolve('@arco-design/web-react/es/locale/zh-CN.js');
    const dayjs = require.resolve('@arco-design/web-react/es/_util/dayjs.js');
    const localeOut = transform(fs.readFileSync(locale, 'utf8'), locale)!.code;
    expect(localeOut).not.toMatch(/import 'dayjs/);
    expect(localeOut).toContain('formatYear');
    const dayjsOut = transform(fs.readFileSync(dayjs, 'utf8'), dayjs)!.code;
    expect(dayjsOut).toContain("import 'dayjs/locale/zh-cn';");
  });

  it('leaves every other module alone', () => {
    expect(
      transform("import Message from '../Message';\n", '/x/node_modules/@arco-design/web-react/es/Button/index.js'),
    ).toBeNull();
  });

  it('fails loudly when Arco’s file no longer reads as expected', () => {
    expect(() => transform('export default 1;', file)).toThrow(/not found/);
  });
});
