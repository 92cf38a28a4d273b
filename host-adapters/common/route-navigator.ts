import { routeUrl, type HostWindow } from './host-window';

/** The single-page app's own navigation (react-router), once the app has one. */
let navigator: ((path: string) => void) | null = null;

export function setRouteNavigator(navigate: ((path: string) => void) | null): void {
  navigator = navigate;
}

/** Same-window hosts: move inside the app when it can, else load the page in place. */
export function openRouteInPlace(win: HostWindow, path: string): void {
  if (navigator) navigator(path);
  else win.location.assign(routeUrl(win, path));
}
