import type { XssPayload } from './xss-payloads';

/** The whole corpus as one text, one space apart (a field of 10,000 characters takes it at once). */
export function corpusText(payloads: XssPayload[]): string {
  return payloads.map((p) => p.text).join(' ');
}

/** Payloads packed into texts of at most `limit` characters, one space apart, none left out. */
export function packPayloads(payloads: XssPayload[], limit: number): string[] {
  const texts: string[] = [];
  let current = '';
  for (const { text } of payloads) {
    if (text.length > limit) throw new Error(`payload longer than ${limit}: ${text}`);
    if (current && current.length + 1 + text.length > limit) {
      texts.push(current);
      current = '';
    }
    current = current ? `${current} ${text}` : text;
  }
  if (current) texts.push(current);
  return texts;
}

/**
 * Payloads packed into as few texts of at most `limit` characters as first-fit decreasing finds
 * (longest first, each into the first text with room): for short fields it takes fewer texts than
 * packing in corpus order. None left out; the texts are one space apart inside.
 */
export function packTightly(payloads: XssPayload[], limit: number): string[] {
  const texts: string[] = [];
  for (const { text } of [...payloads].sort((a, b) => b.text.length - a.text.length || a.id - b.id)) {
    if (text.length > limit) throw new Error(`payload longer than ${limit}: ${text}`);
    const room = texts.findIndex((packed) => packed.length + 1 + text.length <= limit);
    if (room >= 0) texts[room] = `${texts[room]} ${text}`;
    else texts.push(text);
  }
  return texts;
}
