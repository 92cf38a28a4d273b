import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { EnterpriseConfig, Language } from '../../protocol';
import { applyLanguage, initI18n } from '../lib/i18n';
import { useSessionStore } from '../features/session';
import { DEFAULT_ENTERPRISE } from '../features/session/api/get-enterprise';
import { AppProviders } from './app-providers';
import { routes } from './router';

export const DEMO_USER = {
  userid: '1001',
  token: 'beef01',
  username: 'Lee Learner',
  image: '',
  type: 1,
  isdeleteadmin: 0,
  score: 0,
  credit: 0,
  weixin_UserId: '',
};

export interface MountOptions {
  path: string;
  language?: Language;
  enterprise?: Partial<EnterpriseConfig>;
  signedIn?: boolean;
}

/** The real route table in a memory router, with a loaded session as the tests describe it. */
export function mountApp({ path, language = 'en_us', enterprise = {}, signedIn = false }: MountOptions) {
  initI18n(language);
  applyLanguage(language);
  useSessionStore.setState({
    loadState: 'load',
    enterprise: { ...DEFAULT_ENTERPRISE, eid: 1, enterpriseName: 'Acme Learning', ...enterprise },
    language,
  });
  if (signedIn) useSessionStore.getState().loginSucceeded(DEMO_USER);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
