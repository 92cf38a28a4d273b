import { NavLink } from 'react-router-dom';
import type { TopNavItem } from '../../components/top-nav';

export interface TabBarProps {
  label: string;
  items: TopNavItem[];
  current: string;
  /** The last place: opens the drawer with the whole menu, the language and the portal. */
  more: { label: string; open: boolean; onOpen: () => void; current: boolean; dot?: TopNavItem };
}

// Outline icons by menu area (route meta currentMenu); an enterprise's own entries of other areas get the dot grid.
const ICONS: Record<string, string> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  course: 'M4 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H4zM20 5h-5a3 3 0 0 0-3 3M20 5v13h-6',
  task: 'M9 5h10M9 12h10M9 19h10M4 5l1 1 2-2M4 12l1 1 2-2M4 19l1 1 2-2',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-4 0M8 9h5M8 13h5',
  lecturer: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  mall: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  my: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  exam: 'M6 3h9l4 4v14H6zM9 12h6M9 16h6M9 8h3',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
};
const OTHER = 'M5 5h5v5H5zM14 5h5v5h-5zM5 14h5v5H5zM14 14h5v5h-5z';

function Icon({ name }: { name: string }) {
  return (
    <svg
      className="lp-tab-bar-icon"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'more' ? 3 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={ICONS[name] ?? OTHER} />
    </svg>
  );
}

/** The main menu at the bottom of the screen inside DingTalk and WeCom mobile (issue 19). */
export function TabBar({ label, items, current, more }: TabBarProps) {
  return (
    <nav className="lp-tab-bar" aria-label={label}>
      {items.map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          className={item.key === current ? 'lp-tab-bar-item lp-tab-bar-item-current' : 'lp-tab-bar-item'}
          aria-current={item.key === current ? 'page' : undefined}
        >
          <Icon name={item.key} />
          <span className="lp-tab-bar-label">{item.label}</span>
          {item.dot ? (
            <span className="lp-tab-bar-dot" title={item.dotLabel}>
              <span className="lp-tab-bar-dot-text">{item.dotLabel}</span>
            </span>
          ) : null}
        </NavLink>
      ))}
      <button
        type="button"
        // The current page's entry is behind "More": "More" is marked instead.
        className={more.current ? 'lp-tab-bar-item lp-tab-bar-item-current' : 'lp-tab-bar-item'}
        aria-haspopup="dialog"
        aria-expanded={more.open}
        onClick={more.onOpen}
      >
        <Icon name="more" />
        <span className="lp-tab-bar-label">{more.label}</span>
        {/* An entry behind "More" with something new lights "More". */}
        {more.dot ? (
          <span className="lp-tab-bar-dot" title={more.dot.dotLabel}>
            <span className="lp-tab-bar-dot-text">{more.dot.dotLabel}</span>
          </span>
        ) : null}
      </button>
    </nav>
  );
}
