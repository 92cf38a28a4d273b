import { Progress, type ProgressProps } from '@arco-design/web-react';
import { useLayoutEffect, useRef } from 'react';

/**
 * Arco's Progress with a name for screen readers. Arco puts role="progressbar" on an inner element
 * and passes `aria-label` only to its outer wrapper, so the bar itself is announced without a name
 * (axe aria-progressbar-name, WCAG 4.1.2). This names the bar from outside (decision 0044).
 */
export function LabelledProgress({ label, ...props }: ProgressProps & { label: string }) {
  const wrapper = useRef<HTMLSpanElement>(null);
  // After every render: Arco may replace its inner element when the type or steps change.
  useLayoutEffect(() => {
    for (const bar of wrapper.current?.querySelectorAll('[role="progressbar"]') ?? []) {
      bar.setAttribute('aria-label', label);
    }
  });
  return (
    <span ref={wrapper} className="lp-labelled-progress">
      <Progress {...props} />
    </span>
  );
}
