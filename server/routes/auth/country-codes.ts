import type { CountryCode, Language } from '../../../protocol';

/** Calling codes offered by the country-code select, most used first (Greater China, then by region). */
const COUNTRY_CODES: { code: string; iso: string; name: Record<Language, string> }[] = [
  { code: '+86', iso: 'CN', name: { zh_cn: '中国大陆', zh_hant: '中國大陸', en_us: 'Chinese Mainland' } },
  { code: '+852', iso: 'HK', name: { zh_cn: '中国香港', zh_hant: '中國香港', en_us: 'Hong Kong, China' } },
  { code: '+853', iso: 'MO', name: { zh_cn: '中国澳门', zh_hant: '中國澳門', en_us: 'Macao, China' } },
  { code: '+886', iso: 'TW', name: { zh_cn: '中国台湾', zh_hant: '中國台灣', en_us: 'Taiwan, China' } },
  {
    code: '+1',
    iso: 'US',
    name: { zh_cn: '美国 / 加拿大', zh_hant: '美國 / 加拿大', en_us: 'United States / Canada' },
  },
  { code: '+44', iso: 'GB', name: { zh_cn: '英国', zh_hant: '英國', en_us: 'United Kingdom' } },
  { code: '+65', iso: 'SG', name: { zh_cn: '新加坡', zh_hant: '新加坡', en_us: 'Singapore' } },
  { code: '+81', iso: 'JP', name: { zh_cn: '日本', zh_hant: '日本', en_us: 'Japan' } },
  { code: '+82', iso: 'KR', name: { zh_cn: '韩国', zh_hant: '韓國', en_us: 'South Korea' } },
  { code: '+61', iso: 'AU', name: { zh_cn: '澳大利亚', zh_hant: '澳洲', en_us: 'Australia' } },
  { code: '+49', iso: 'DE', name: { zh_cn: '德国', zh_hant: '德國', en_us: 'Germany' } },
  { code: '+33', iso: 'FR', name: { zh_cn: '法国', zh_hant: '法國', en_us: 'France' } },
  { code: '+60', iso: 'MY', name: { zh_cn: '马来西亚', zh_hant: '馬來西亞', en_us: 'Malaysia' } },
  { code: '+66', iso: 'TH', name: { zh_cn: '泰国', zh_hant: '泰國', en_us: 'Thailand' } },
  { code: '+84', iso: 'VN', name: { zh_cn: '越南', zh_hant: '越南', en_us: 'Vietnam' } },
  { code: '+63', iso: 'PH', name: { zh_cn: '菲律宾', zh_hant: '菲律賓', en_us: 'Philippines' } },
  { code: '+62', iso: 'ID', name: { zh_cn: '印度尼西亚', zh_hant: '印尼', en_us: 'Indonesia' } },
  { code: '+91', iso: 'IN', name: { zh_cn: '印度', zh_hant: '印度', en_us: 'India' } },
  { code: '+971', iso: 'AE', name: { zh_cn: '阿联酋', zh_hant: '阿聯酋', en_us: 'United Arab Emirates' } },
  { code: '+64', iso: 'NZ', name: { zh_cn: '新西兰', zh_hant: '紐西蘭', en_us: 'New Zealand' } },
];

export function presentCountryCodes(language: Language): CountryCode[] {
  return COUNTRY_CODES.map((c) => ({ code: c.code, iso: c.iso, name: c.name[language] }));
}
