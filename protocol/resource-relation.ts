import { z } from 'zod';

/**
 * `resource_relation` (spec 000 §1 route query keys): a JSON list of id and type pairs naming the
 * resources a page was opened from — the task or training project a course belongs to, say — so the
 * study it leads to can be credited to them. The portal reads it from the address, sends it with
 * the study start, and the server keeps it on the study session (decision 0039).
 */
export const RESOURCE_TYPES = [
  'course',
  'exam',
  'train',
  'task',
  'activity',
  'questionnaire',
  'live',
  'package',
] as const;

export const resourceRelationSchema = z
  .array(z.object({ id: z.coerce.number().int().positive(), type: z.enum(RESOURCE_TYPES) }).strict())
  .min(1)
  .max(10);
export type ResourceRelation = z.infer<typeof resourceRelationSchema>;

/** The relation in a query value, normalised (numbers, no extra keys); null when absent or malformed. */
export function parseResourceRelation(raw: string | null | undefined): ResourceRelation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = resourceRelationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
