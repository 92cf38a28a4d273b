import { useNavigate, useParams } from 'react-router-dom';
import { MemberDetailPage, MembersPage } from '../../features/admin-members';
import { useCurrentUser } from '../../features/session';

/** Administrators' members (issue 27 item 3, decision 0054), inside the admin area's layout. */

export function AdminMembersRoute() {
  const navigate = useNavigate();
  return <MembersPage onOpenMember={(userId) => navigate(`/admin/members/${userId}`)} />;
}

export function AdminMemberDetailRoute() {
  const navigate = useNavigate();
  const id = Number(useParams().userId);
  const user = useCurrentUser();
  return (
    <MemberDetailPage
      key={id}
      userId={Number.isInteger(id) && id > 0 ? id : 0}
      currentUserId={user?.userid ? Number(user.userid) : null}
      onBack={() => navigate('/admin/members')}
    />
  );
}
