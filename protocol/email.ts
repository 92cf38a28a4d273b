/*
 * The one e-mail check of spec 000 §5 ("non-space text, @, text, dot, text"), shared by the
 * portal's forms and the server's schemas. Without zod, so a form can use it without bringing
 * the schemas into its chunk.
 *
 * The spec's words read strictly: exactly one @; the text before it is at least one character;
 * after it, two or more texts joined by single dots (no leading, trailing or doubled dot, so
 * "a@b..c" and "a@b.c." are refused); "text" never holds a space of any kind, nor the invisible
 * characters that look like nothing on screen (controls, zero-width and other format
 * characters). The looser /^\S+@\S+\.\S+$/ it replaces accepted "a@b@c.d", "a@b..c" and a
 * zero-width space. Deliberately no more than the spec: a real address is proven by a mail.
 */

/** One character of "text": not @, not a space (Unicode White_Space), not a control or format character. */
const TEXT = String.raw`[^@\p{White_Space}\p{Cc}\p{Cf}]`;
/** A domain label: text without dots. */
const LABEL = String.raw`[^@.\p{White_Space}\p{Cc}\p{Cf}]+`;
const EMAIL = new RegExp(String.raw`^${TEXT}+@${LABEL}(?:\.${LABEL})+$`, 'u');

/** Longest address the profile keeps (users.email). */
export const EMAIL_MAX_LENGTH = 100;

/** Whether a (trimmed) text is an e-mail address under the spec's rule. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

export type EmailProblem = 'required' | 'tooLong' | 'shape';

/**
 * Why an e-mail field's value is refused, or null when it is fine. Surrounding spaces are
 * ignored (both sides trim); empty is fine only when the enterprise does not require an e-mail
 * (enterprises.required_profile_fields).
 */
export function emailProblem(value: string, required: boolean): EmailProblem | null {
  const text = value.trim();
  if (text === '') return required ? 'required' : null;
  if (text.length > EMAIL_MAX_LENGTH) return 'tooLong';
  return isEmail(text) ? null : 'shape';
}
