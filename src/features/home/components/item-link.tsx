import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { HomeItem } from '../../../../protocol';
import { CourseLink, isCourseRoute } from '../../../components/course/course-link';

/** A card's link: a course through the one course rule (host adapter), another portal route through the router, an outside address in a new tab. */
export function ItemLink({
  item,
  className,
  children,
  label,
}: {
  item: Pick<HomeItem, 'url' | 'external'>;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  if (!item.url) return <div className={className}>{children}</div>;
  if (item.external === 'Y') {
    return (
      <a className={className} href={item.url} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  if (isCourseRoute(item.url)) {
    return (
      <CourseLink className={className} to={item.url} aria-label={label}>
        {children}
      </CourseLink>
    );
  }
  return (
    <Link className={className} to={item.url} aria-label={label}>
      {children}
    </Link>
  );
}
