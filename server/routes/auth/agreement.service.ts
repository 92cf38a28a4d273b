import { DEFAULT_LANGUAGE, LANGUAGES, type Agreement, type Language } from '../../../protocol';
import type { Enterprise } from '../../db/schema';
import type { TenantContext } from '../../pipeline/call-registry';

type StoredAgreement = Partial<Record<Language, { title?: unknown; html?: unknown }>>;

function parse(json: string): StoredAgreement {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredAgreement) : {};
  } catch {
    return {};
  }
}

/** The stored agreement: the one column the call's enterprise row leaves out (decision 0068). */
export async function storedAgreement(ctx: TenantContext): Promise<string> {
  const row = await ctx.db
    .selectFrom('enterprises')
    .select('agreement')
    .where('id', '=', ctx.enterprise.id)
    .executeTakeFirst();
  return row?.agreement ?? '{}';
}

/**
 * The enterprise's user agreement in the caller's language, else in the enterprise's
 * default language, else in any language it has. No agreement gives empty title and html
 * (the portal shows its empty state). The HTML is returned as stored; the portal sanitises.
 */
export function presentAgreement(enterprise: Enterprise, agreement: string, language: Language): Agreement {
  const stored = parse(agreement);
  const order = [language, enterprise.language as Language, DEFAULT_LANGUAGE, ...LANGUAGES];
  for (const candidate of order) {
    const entry = stored[candidate];
    if (entry && typeof entry.html === 'string' && entry.html) {
      return { title: typeof entry.title === 'string' ? entry.title : '', html: entry.html, language: candidate };
    }
  }
  return { title: '', html: '', language };
}
