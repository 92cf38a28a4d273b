import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LecturerDetailPage, LecturerListPage, MyBookingsPage } from '../../features/lecturers';
import { PartnerDetailPage } from '../../features/partners';
import { useIsLoggedIn } from '../../features/session';
import { loginPath } from '../../lib/login-prompt';

/* Lecturers and partners (issue 26, decision 0051): the pages get the session and sign-in from here. */
function useSignIn(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return () => navigate(loginPath(`${location.pathname}${location.search}`));
}

const idOf = (value: string | undefined) => (/^\d{1,12}$/.test(value ?? '') ? Number(value) : 0);

export function LecturerListRoute() {
  return <LecturerListPage mode="list" signedIn={useIsLoggedIn()} onSignIn={useSignIn()} />;
}

export function LecturerSearchRoute() {
  return <LecturerListPage mode="search" signedIn={useIsLoggedIn()} onSignIn={useSignIn()} />;
}

export function LecturerDetailRoute() {
  const { id } = useParams();
  const lecturerId = idOf(id);
  return <LecturerDetailPage key={lecturerId} id={lecturerId} signedIn={useIsLoggedIn()} onSignIn={useSignIn()} />;
}

export function MyBookingsRoute() {
  return <MyBookingsPage />;
}

export function PartnerDetailRoute() {
  const { id } = useParams();
  const partnerId = idOf(id);
  return <PartnerDetailPage key={partnerId} id={partnerId} />;
}
