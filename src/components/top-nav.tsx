import { NavLink } from 'react-router-dom';
import './top-nav.css';

export interface TopNavItem {
  key: string;
  label: string;
  to: string;
  /** A red point: something new waits in this area (e.g. unseen assigned tasks). */
  dot?: boolean;
  /** What the red point means, for screen readers (read as part of the link's name). */
  dotLabel?: string;
}

export interface TopNavProps {
  items: TopNavItem[];
  /** The key of the menu the current page belongs to (route meta currentMenu). */
  current: string;
  label: string;
  /** `lp-top-nav-vertical`: the same menu as a column (the compact header's drawer). */
  className?: string;
}

/** The header's main menu; the current area is marked for sight and for screen readers. */
export function TopNav({ items, current, label, className }: TopNavProps) {
  return (
    <nav className={className ? `lp-top-nav ${className}` : 'lp-top-nav'} aria-label={label}>
      {items.map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          className={item.key === current ? 'lp-top-nav-item lp-top-nav-item-current' : 'lp-top-nav-item'}
          aria-current={item.key === current ? 'page' : undefined}
        >
          {item.label}
          {item.dot ? (
            <span className="lp-top-nav-dot" title={item.dotLabel}>
              <span className="lp-top-nav-dot-text">{item.dotLabel}</span>
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}
