import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** An image-text chapter: the administrator's rich text, sanitised (no scripts, no event handlers). */
export function ImageTextChapter({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return (
    <article className="lp-study-richtext" data-testid="study-richtext" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
