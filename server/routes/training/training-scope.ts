import type { Kysely, Transaction } from 'kysely';
import type { Language, StageItemKind } from '../../../protocol';
import type { Database } from '../../db/schema';

export type Db = Kysely<Database> | Transaction<Database>;

/** Who asks, in which enterprise (ctx.db is already scoped to it), when, in which language. */
export interface TrainingScope {
  db: Kysely<Database>;
  eid: number;
  /** null = a visitor (the detail page is sign-in exempt). */
  userId: number | null;
  now: number;
  language: Language;
}

/** The text in the reader's language, else Simplified Chinese, else any given. */
export function localise(json: string, language: Language): string {
  try {
    const texts = JSON.parse(json) as Partial<Record<Language, string>>;
    if (typeof texts !== 'object' || texts === null) return String(texts);
    return texts[language] || texts.zh_cn || Object.values(texts).find((v) => typeof v === 'string' && v) || '';
  } catch {
    return json;
  }
}

/** Where each kind of stage item lives in the portal (spec 000 §2 routes). */
export function itemUrl(kind: StageItemKind, refId: number): string {
  switch (kind) {
    case 'course':
      return `/course/${refId}`;
    case 'exam':
      return `/task/exam/excessive/${refId}`;
    case 'activity':
      return `/task/active-detail/${refId}`;
    case 'questionnaire':
      return `/questionnaire/excessive/${refId}`;
    case 'homework':
      return `/task/homework/${refId}`;
  }
}
