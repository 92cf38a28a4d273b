import type { MessageCategory } from '../../../protocol';

/** The centre's menu, in order: each category and its list route (spec 000 §2). */
export const CATEGORY_ROUTES: { category: MessageCategory; to: string }[] = [
  { category: 'own', to: '/main/message/ownMessage' },
  { category: 'admin', to: '/main/message/adminMessage' },
  { category: 'information', to: '/main/message/information' },
  { category: 'at', to: '/main/message/at' },
  { category: 'praise', to: '/main/message/praise' },
  { category: 'comment', to: '/main/message/comment' },
];

export function listPathOf(category: MessageCategory): string {
  return CATEGORY_ROUTES.find((entry) => entry.category === category)?.to ?? '/main/message/ownMessage';
}
