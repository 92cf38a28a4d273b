import type { QuestionnaireState } from '../../../protocol/schemas/questionnaires';

/** Open between its start and its end (the end itself is over), by the server's clock. */
export function questionnaireState(row: { starts_at: number; ends_at: number }, now: number): QuestionnaireState {
  if (now < row.starts_at) return 'not_started';
  if (now >= row.ends_at) return 'ended';
  return 'open';
}
