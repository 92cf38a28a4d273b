import { SafeHtml } from '../../../components/safe-html';

/** An image-text chapter: the administrator's rich text, sanitised (no scripts, no event handlers). */
export function ImageTextChapter({ html }: { html: string }) {
  return <SafeHtml as="article" className="lp-study-richtext" data-testid="study-richtext" html={html} />;
}
