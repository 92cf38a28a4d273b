import type { z } from 'zod';
import { ErrorCode, type Language } from '../../protocol';
import { AppError } from './app-error';
import { describeInputProblems } from './language';

export const NUL_MESSAGE = 'must not contain the NUL character';

/**
 * U+0000 is refused in every parameter, before anything reads the database: PostgreSQL cannot
 * store it in text ("invalid byte sequence for encoding UTF8: 0x00") and SQLite would cut C
 * strings at it, so the one answer that means the same on both engines is INVALID_INPUT naming
 * the field. No text a person types contains it.
 */
export function refuseNulCharacters(params: Readonly<Record<string, unknown>>, language: Language): void {
  // Decrypted and parsed parameters may hold numbers or lists; only text can carry the character.
  const fields = Object.entries(params)
    .filter(([key, value]) => key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000')))
    .map(([key]) => key);
  if (fields.length === 0) return;
  const issues = fields.map(
    (field) =>
      ({
        code: 'custom',
        path: [field.replaceAll('\u0000', '\\0')],
        message: NUL_MESSAGE,
        input: undefined,
      }) as z.core.$ZodIssue,
  );
  throw new AppError(ErrorCode.INVALID_INPUT, {
    data: { fields: issues.map((issue) => issue.path.join('.')) },
    message: describeInputProblems(issues, language),
  });
}
