import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageCategory } from '../../../../protocol';
import { deleteMessage, deleteNotice, readAll, readMessage, readNotice } from '../api/messages-api';
import { messageKeys } from './message-keys';

/** Every write refreshes the area's lists and the header counts (the learner sees it at once). */
export function useMessageActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: messageKeys.all });
  return {
    read: useMutation({ mutationFn: readMessage, onSuccess: refresh }),
    readNotice: useMutation({ mutationFn: readNotice, onSuccess: refresh }),
    readAll: useMutation({ mutationFn: (category: MessageCategory) => readAll(category), onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteMessage, onSuccess: refresh }),
    removeNotice: useMutation({ mutationFn: deleteNotice, onSuccess: refresh }),
  };
}
