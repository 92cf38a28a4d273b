import DOMPurify from 'dompurify';
import { memo } from 'react';

/** Question stems are the administrator's rich text: sanitised again here (no scripts, no handlers). */
export function sanitiseStem(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button'],
    FORBID_ATTR: ['style'],
  });
}

export const QuestionStem = memo(function QuestionStem({ html, id }: { html: string; id?: string }) {
  return <div className="lp-exam-stem" id={id} dangerouslySetInnerHTML={{ __html: sanitiseStem(html) }} />;
});
