import { Outlet } from 'react-router-dom';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import './main-layout.css';

/** The shell around every page of spec 000 §2 "main layout". */
export function MainLayout() {
  return (
    <div className="lp-shell">
      <AppHeader />
      <main className="lp-main">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
