import type { Kysely } from 'kysely';
import type { Language } from '../../../protocol';
import type { Database } from '../../db/schema';

/** Who calls, in which enterprise (db is scoped to it), in which language, when. */
export interface QuestionnaireScope {
  db: Kysely<Database>;
  eid: number;
  /** null for a visitor on the transition page. */
  userId: number | null;
  language: Language;
  now: number;
}

export interface MemberScope extends QuestionnaireScope {
  userId: number;
}
