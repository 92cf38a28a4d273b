/**
 * The server's own sanitiser for a post's rich text (decision 0049): an allow-list rebuild, not a
 * filter. Every tag is re-written from its name and the few attributes kept; everything else is
 * text and is escaped. The portal renders the result through SafeHtml (DOMPurify) as well, so a
 * gap in one is closed by the other.
 */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'span',
  'h3',
  'h4',
]);
const VOID_TAGS = new Set(['br']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z]{2,8}|#\d{1,6}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');
}

/** Only web and mail links; the scheme is read after decoding entities and dropping control characters. */
function safeHref(raw: string): string | null {
  const value = decodeEntities(raw)
    // Browsers skip control characters and spaces inside a scheme ("java\tscript:").
    .split('')
    .filter((ch) => ch.charCodeAt(0) > 0x20 && (ch.charCodeAt(0) < 0x7f || ch.charCodeAt(0) > 0x9f))
    .join('')
    .trim();
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  return value.startsWith('/') || value.startsWith('#') ? value : null;
}

function rebuildTag(closing: boolean, name: string, attributes: string): string {
  if (closing) return VOID_TAGS.has(name) ? '' : `</${name}>`;
  const kept: string[] = [];
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const attribute = match[1]!.toLowerCase();
    const value = match[3] ?? match[4] ?? match[5] ?? '';
    if (name === 'a' && attribute === 'href') {
      const href = safeHref(value);
      if (href) kept.push(`href="${escapeAttribute(href)}"`, 'rel="noopener noreferrer"', 'target="_blank"');
    }
    // A mention names a member by id; the portal shows it as a chip.
    if (name === 'span' && attribute === 'data-mention-id' && /^\d{1,12}$/.test(value))
      kept.push(`data-mention-id="${value}"`, 'class="lp-mention"');
  }
  return `<${name}${kept.length ? ' ' + kept.join(' ') : ''}>`;
}

export function sanitiseRichText(html: string): string {
  let out = '';
  let last = 0;
  const open: string[] = [];
  for (const match of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[2]!.toLowerCase();
    const closing = match[1] === '/';
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      // Close only what is open, so a stray end tag cannot break the page's own markup.
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()!}>`;
      continue;
    }
    out += rebuildTag(false, name, match[3] ?? '');
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()!}>`;
  return out;
}

/** The text a person reads (search, excerpts, length limits). */
export function plainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(br|\/p|\/li|\/h3|\/h4|\/blockquote)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"'),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function excerptOf(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max ? chars.slice(0, max).join('') + '…' : flat;
}
