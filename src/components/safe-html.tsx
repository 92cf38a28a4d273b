import DOMPurify from 'dompurify';
import { memo } from 'react';

/**
 * The one sanitiser for HTML we did not write (agreements, image-text chapters, question stems and
 * options): an enterprise's administrators type it, so it is treated as hostile. Its own DOMPurify
 * instance, so the link hook below applies here and nowhere else.
 */
const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  // A link that opens a new window must not hand that window our page (window.opener).
  if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
});

const CONFIG = {
  USE_PROFILES: { html: true },
  // Forms could post elsewhere or mimic our sign-in; style could restyle the whole page.
  FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button'],
  FORBID_ATTR: ['style'],
};

/** Sanitised HTML: no scripts, no event handlers, no javascript: URLs, no forms or styles. */
export function sanitiseHtml(html: string): string {
  return purify.sanitize(html, CONFIG);
}

export interface SafeHtmlProps {
  html: string;
  /** The element that holds the HTML: `span` inside inline text (choice options). */
  as?: 'div' | 'span' | 'article';
  className?: string;
  id?: string;
  'data-testid'?: string;
}

/** Someone else's rich text, sanitised and rendered; memoised because stems re-render with every answer. */
export const SafeHtml = memo(function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }} />;
});
