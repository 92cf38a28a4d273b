import { Message } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { getSettings, saveSettings } from '../api/approvals-api';
import { approvalKeys } from '../api/query-keys';

/** The enterprise's "audit course comments" switch: on, new comments wait in this queue. */
export function CommentAuditSwitch() {
  const { t } = useTranslation('admin-approvals');
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: approvalKeys.settings(), queryFn: getSettings });
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(approvalKeys.settings(), next);
      Message.success(t(next.auditComments ? 'settings.on' : 'settings.off'));
    },
    onError: (error) => Message.error(errorText(error)),
  });
  if (!settings.data) return null;
  return (
    <label className="lp-approvals-check lp-approvals-audit">
      <input
        type="checkbox"
        checked={settings.data.auditComments}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.target.checked)}
      />
      {t('settings.auditComments')}
    </label>
  );
}
