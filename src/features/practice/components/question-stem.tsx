import DOMPurify from 'dompurify';
import { memo } from 'react';

/** Stems are an administrator's rich text: sanitised again before rendering (no scripts, no handlers). */
function sanitise(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button'],
    FORBID_ATTR: ['style'],
  });
}

export const QuestionStem = memo(function QuestionStem({ html, id }: { html: string; id?: string }) {
  return <div className="lp-practice__stem" id={id} dangerouslySetInnerHTML={{ __html: sanitise(html) }} />;
});
