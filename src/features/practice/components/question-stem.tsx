import { SafeHtml } from '../../../components/safe-html';

/** A question's stem: the administrator's rich text, sanitised (SafeHtml). */
export function QuestionStem({ html, id }: { html: string; id?: string }) {
  return <SafeHtml className="lp-practice__stem" id={id} html={html} />;
}
