import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginCard, type LoginCardProps } from './login-card';

export type LoginPageProps = LoginCardProps;

/**
 * /login in the portal: the card with the router's address. The sign-in page's own entry
 * (src/login-entry, decision 0073) renders the same card with the history API instead.
 */
export function LoginPage(props: LoginPageProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  return (
    <LoginCard
      {...props}
      navigation={{
        search,
        setSearch: (params) => setSearch(params),
        navigate: (to, options) => void navigate(to, options),
      }}
    />
  );
}
