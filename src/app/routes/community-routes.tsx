import { useNavigate, useParams } from 'react-router-dom';
import type { PostKind } from '../../../protocol';
import { isAdministrator } from '../../features/account';
import { CommunityHomePage, CommunityReviewPage, PostDetailPage, PostListPage } from '../../features/community';
import { useCurrentUser } from '../../features/session';

/* Community routes (issue 24, decision 0049): thin adapters from URL to page. */

const listPath = (kind: PostKind) => (kind === 'topic' ? '/news/community' : '/news/comminication');
const detailPath = (kind: PostKind, id: number) => `${listPath(kind)}/${id}`;

function useSwitch() {
  const navigate = useNavigate();
  return (to: 'home' | PostKind) => navigate(to === 'home' ? '/news' : listPath(to));
}

export function NewsRoute() {
  const navigate = useNavigate();
  return (
    <CommunityHomePage
      pathOf={detailPath}
      onOpen={(kind, id) => navigate(detailPath(kind, id))}
      onList={(kind) => navigate(listPath(kind))}
    />
  );
}

function ListRoute({ kind }: { kind: PostKind }) {
  const navigate = useNavigate();
  const onSwitch = useSwitch();
  return (
    <PostListPage
      key={kind}
      kind={kind}
      pathOf={(id) => detailPath(kind, id)}
      onOpen={(id) => navigate(detailPath(kind, id))}
      onSwitch={onSwitch}
    />
  );
}

export const CommunityListRoute = () => <ListRoute kind="topic" />;
export const CommunicationListRoute = () => <ListRoute kind="question" />;

function DetailRoute({ kind }: { kind: PostKind }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const postId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  return <PostDetailPage key={postId} postId={postId} onBack={() => navigate(listPath(kind))} />;
}

export const CommunityDetailRoute = () => <DetailRoute kind="topic" />;
export const CommunicationDetailRoute = () => <DetailRoute kind="question" />;

export function CommunityReviewRoute() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (
    <CommunityReviewPage
      isAdministrator={isAdministrator(user)}
      pathOf={(item) => detailPath(item.postKind, item.postId)}
      onOpen={(item) => navigate(detailPath(item.postKind, item.postId))}
    />
  );
}
