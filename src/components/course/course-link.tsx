import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';

/** A course detail address: `/course/12`, with or without a query or hash. */
export function isCourseRoute(path: string): boolean {
  return /^\/course\/\d+(?:[?#]|$)/.test(path);
}

/**
 * The one navigation rule for opening a course (spec 000 §1): through the host adapter, so a
 * browser opens it in a new tab (noopener) while DingTalk, WeCom and a kiosk stay in the same window.
 */
export function openCourseRoute(path: string): void {
  getHostAdapter().navigation.openRoute(path);
}

/** A plain left click: modified clicks (new tab, new window, download) keep the browser's own behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a course page. It stays a real link (keyboard, middle click, "open in new tab", the
 * address on hover); a plain click goes through `openCourseRoute`.
 */
export function CourseLink({ to, onClick, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    openCourseRoute(to);
  };
  return <Link to={to} onClick={open} {...props} />;
}
