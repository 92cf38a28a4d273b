type Param = string | number | boolean;

/** The stored params as a flat record of scalars; anything else is dropped (never trusted blindly). */
export function safeParams(text: string): Record<string, Param> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, Param> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') out[key] = item;
  }
  return out;
}

const LOCALIZED = /^(.+):(zh_cn|zh_hant|en_us)$/;

/**
 * A param's text in each language, stored as `name:language` beside the default `name`, so a
 * message is named in the language of whoever reads it, when they read it (not when written).
 */
export function localizedParams(name: string, texts: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [language, text] of Object.entries(texts ?? {})) {
    if (text !== '' && LOCALIZED.test(`${name}:${language}`)) out[`${name}:${language}`] = text;
  }
  return out;
}

/** The params as the reader sees them: each localized param in the reader's language, the per-language copies dropped. */
export function paramsForReader(params: Record<string, Param>, language: string | undefined): Record<string, Param> {
  const out: Record<string, Param> = {};
  for (const [key, value] of Object.entries(params)) if (!LOCALIZED.test(key)) out[key] = value;
  for (const [key, value] of Object.entries(params)) {
    const match = LOCALIZED.exec(key);
    if (match && match[2] === language) out[match[1]!] = value;
  }
  return out;
}
