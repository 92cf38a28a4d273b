import { useParams, useSearchParams } from 'react-router-dom';
import {
  getMessage,
  getTaskScoreMessage,
  MessageDetailPage,
  MessageListPage,
  NoticeDetailPage,
  NoticeListPage,
} from '../../features/messages';

/** The message centre's routes (spec 000 §2 /main/message/...): thin adapters from URL to page. */

export const OwnMessageRoute = () => <MessageListPage category="own" />;
export const AtMessageRoute = () => <MessageListPage category="at" />;
export const PraiseMessageRoute = () => <MessageListPage category="praise" />;
export const CommentMessageRoute = () => <MessageListPage category="comment" />;
export const AdminMessageRoute = () => <NoticeListPage kind="admin" />;
export const InformationRoute = () => <NoticeListPage kind="information" />;

/** Every detail route whose last parameter is the message id (ownMessage, trainingPlanning, summary, markingNotice…). */
export function MessageByIdRoute() {
  const { id = '' } = useParams();
  const messageId = Number(id);
  return (
    <MessageDetailPage
      key={id}
      cacheKey={id}
      load={() =>
        Number.isInteger(messageId) && messageId > 0 ? getMessage(messageId) : Promise.reject(new Error('bad id'))
      }
    />
  );
}

export function CommentDetailRoute() {
  const { id = '' } = useParams();
  return <MessageDetailPage key={id} cacheKey={id} category="comment" load={() => getMessage(Number(id))} />;
}

export function TaskScoreDetailsRoute() {
  const { task_id: taskId = '', uid = '', train_id: trainId = '' } = useParams();
  const key = `task:${taskId}:${uid}:${trainId}`;
  return <MessageDetailPage key={key} cacheKey={key} load={() => getTaskScoreMessage(taskId, uid, trainId)} />;
}

export function AdminMessageDetailRoute() {
  const { id = '' } = useParams();
  return <NoticeDetailPage key={id} id={Number(id)} kind="admin" />;
}

/** /information/page?id= — one information item's page. */
export function InformationPageRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return <NoticeDetailPage key={id} id={Number(id)} kind="information" />;
}
