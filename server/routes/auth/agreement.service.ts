import { DEFAULT_LANGUAGE, LANGUAGES, type Agreement, type Language } from '../../../protocol';
import type { Enterprise } from '../../db/schema';

type StoredAgreement = Partial<Record<Language, { title?: unknown; html?: unknown }>>;

function parse(json: string): StoredAgreement {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredAgreement) : {};
  } catch {
    return {};
  }
}

/**
 * The enterprise's user agreement in the caller's language, else in the enterprise's
 * default language, else in any language it has. No agreement gives empty title and html
 * (the portal shows its empty state). The HTML is returned as stored; the portal sanitises.
 */
export function presentAgreement(enterprise: Enterprise, language: Language): Agreement {
  const stored = parse(enterprise.agreement);
  const order = [language, enterprise.language as Language, DEFAULT_LANGUAGE, ...LANGUAGES];
  for (const candidate of order) {
    const entry = stored[candidate];
    if (entry && typeof entry.html === 'string' && entry.html) {
      return { title: typeof entry.title === 'string' ? entry.title : '', html: entry.html, language: candidate };
    }
  }
  return { title: '', html: '', language };
}
