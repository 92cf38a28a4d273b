import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { getHostAdapter } from '../../../host-adapters';
import { StrokeIcon } from '../../components/stroke-icon';
import type { TopNavItem } from '../../components/top-nav';
import { useIsCompact } from '../../lib/use-viewport';
import { NavDrawer } from './nav-drawer';
import { TabBar } from './tab-bar';
import './compact-menu.css';

export interface CompactMenuProps {
  items: TopNavItem[];
  current: string;
  /** What the desktop header shows beside the menu (language switch, portal chooser): in the drawer here. */
  extras: ReactNode;
}

/** DingTalk and WeCom on a phone or tablet: the host's own look is a bottom tab bar. */
export function isMobileHost(): boolean {
  const host = getHostAdapter();
  return (host.kind === 'dingtalk' || host.kind === 'wecom') && host.variant === 'mobile';
}

/** How many menu entries the tab bar shows before "More" (five places in all, as the hosts' own apps). */
const TAB_BAR_ENTRIES = 4;

/**
 * The main menu below 1200 px (issue 19, decision 0042): a menu button and a drawer, or inside
 * the mobile hosts a bottom tab bar whose "More" opens the same drawer. A chunk of its own: the
 * desktop's start-up download does not carry it.
 */
export function CompactMenu({ items, current, extras }: CompactMenuProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  // Open on the page it was opened on: a chosen entry (a new page) closes it by itself.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (next: boolean) => setOpenOn(next ? location.key : null);
  const button = useRef<HTMLButtonElement>(null);
  const compact = useIsCompact();
  const tabBar = compact && isMobileHost();

  useEffect(() => {
    if (!tabBar) return;
    const root = document.documentElement;
    root.classList.add('lp-has-tab-bar');
    return () => root.classList.remove('lp-has-tab-bar');
  }, [tabBar]);

  // Rendered at every width (the header cannot know the width without this chunk's code): nothing on the desktop.
  if (!compact) return null;
  return (
    <>
      {tabBar ? null : (
        <button
          ref={button}
          type="button"
          className="lp-menu-button"
          aria-label={t('shell.openMenu')}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <StrokeIcon paths={['M4 6h16M4 12h16M4 18h16']} size={22} />
        </button>
      )}
      {tabBar ? (
        <TabBar
          label={t('mainMenu')}
          items={items.slice(0, TAB_BAR_ENTRIES)}
          current={current}
          more={{
            label: t('shell.more'),
            open,
            onOpen: () => setOpen(true),
            current: items.slice(TAB_BAR_ENTRIES).some((item) => item.key === current),
            dot: items.slice(TAB_BAR_ENTRIES).find((item) => item.dot),
          }}
        />
      ) : null}
      <NavDrawer
        open={open}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
        items={items}
        current={current}
        extras={extras}
      />
    </>
  );
}
