import { Button } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type MemberCertificate, type MemberStatusAction } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getMember, resetMemberPassword, revokeMemberCertificate, setMemberStatus } from '../api/admin-members-api';
import { memberKeys } from '../api/query-keys';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { AuditList, CertificateList } from '../components/member-records';
import { MemberStatusTags } from '../components/member-status-tags';
import { ResetResultDialog } from '../components/reset-result-dialog';
import { VisibilityPanel } from '../components/visibility-panel';
import '../../../components/page-kit.css';
import '../admin-members.css';

export interface MemberDetailPageProps {
  userId: number;
  /** The signed-in administrator: their own account offers no lock, block or reset. */
  currentUserId: number | null;
  onBack: () => void;
}

type Pending =
  | { kind: 'status'; action: MemberStatusAction }
  | { kind: 'reset' }
  | { kind: 'revoke'; certificate: MemberCertificate };

/** /admin/members/:userId: one member's account, what they may see, certificates and history. */
export function MemberDetailPage({ userId, currentUserId, onBack }: MemberDetailPageProps) {
  const { t } = useTranslation('admin-members');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [initialPassword, setInitialPassword] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: memberKeys.detail(userId),
    queryFn: () => getMember(userId),
    enabled: userId > 0,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: memberKeys.all });

  const act = useMutation({
    mutationFn: async ({ step, reason }: { step: Pending; reason: string }) => {
      if (step.kind === 'status') {
        const result = await setMemberStatus(userId, step.action, reason);
        return result.changed ? t(`done.${step.action}`) : t('done.unchanged');
      }
      if (step.kind === 'reset') {
        setInitialPassword((await resetMemberPassword(userId)).initialPassword);
        return null;
      }
      await revokeMemberCertificate(userId, step.certificate.id, reason);
      return t('done.revoked');
    },
    onSuccess: (text) => {
      if (text) notifySuccess(text);
      setPending(null);
    },
    onError: (error) => notifyError(errorText(error)),
    onSettled: refresh,
  });

  const back = (
    <Button type="text" onClick={onBack} className="lp-members-back">
      ← {t('detail.back')}
    </Button>
  );
  if (userId <= 0 || (isApiError(detail.error) && detail.error.code === ErrorCode.ADMIN_MEMBER_NOT_FOUND))
    return (
      <div className="lp-page-stack">
        {back}
        <h1 className="lp-page-title">{t('title')}</h1>
        <LoadState kind="empty" emptyText={t('detail.notFound')} />
      </div>
    );
  if (detail.isPending)
    return (
      <div className="lp-page-stack">
        <h1 className="lp-page-title">{t('title')}</h1>
        <LoadState kind="loading" />
      </div>
    );
  if (!detail.data)
    return (
      <div className="lp-page-stack">
        {back}
        <h1 className="lp-page-title">{t('title')}</h1>
        <LoadState kind="error" error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );

  const { member, certificates, actions, hidden } = detail.data;
  const name = member.username || member.account;
  const self = currentUserId === member.userId;
  const ask = (step: Pending) => setPending(step);

  return (
    <div className="lp-page-stack">
      {back}
      <header className="lp-members-head">
        <h1 className="lp-page-title">{name}</h1>
        <MemberStatusTags member={member} />
      </header>
      <section className="lp-page-card lp-members-card" aria-labelledby="lp-members-account">
        <h2 id="lp-members-account" className="lp-page-h2">
          {t('detail.accountTitle')}
        </h2>
        <dl className="lp-members-facts">
          <dt>{t('detail.account')}</dt>
          <dd>{member.account}</dd>
          <dt>{t('columns.department')}</dt>
          <dd>{member.department || t('none')}</dd>
          <dt>{t('columns.post')}</dt>
          <dd>{member.post || t('none')}</dd>
          <dt>{t('detail.phone')}</dt>
          <dd>{member.phone || t('none')}</dd>
          <dt>{t('detail.email')}</dt>
          <dd>{member.email || t('none')}</dd>
          <dt>{t('detail.joined')}</dt>
          <dd>{formatDate(member.createdAt, 'date')}</dd>
        </dl>
        <p className="lp-page-muted">{self ? t('detail.self') : t('detail.accountHint')}</p>
        <div className="lp-members-actions">
          <Button
            disabled={self}
            status={member.locked ? 'default' : 'warning'}
            onClick={() => ask({ kind: 'status', action: member.locked ? 'unlock' : 'lock' })}
          >
            {member.locked ? t('detail.unlock') : t('detail.lock')}
          </Button>
          <Button
            disabled={self}
            status={member.blocked ? 'default' : 'danger'}
            onClick={() => ask({ kind: 'status', action: member.blocked ? 'unblock' : 'block' })}
          >
            {member.blocked ? t('detail.unblock') : t('detail.block')}
          </Button>
          <Button disabled={self} onClick={() => ask({ kind: 'reset' })}>
            {t('detail.reset')}
          </Button>
        </div>
      </section>
      <VisibilityPanel userId={member.userId} hiddenCount={hidden.length} />
      <CertificateList
        certificates={certificates}
        now={detail.dataUpdatedAt}
        onRevoke={(certificate) => ask({ kind: 'revoke', certificate })}
      />
      <AuditList actions={actions} />
      {pending ? (
        <ConfirmActionDialog
          title={
            pending.kind === 'status'
              ? t(`confirm.${pending.action}Title`, { name })
              : pending.kind === 'reset'
                ? t('confirm.resetTitle', { name })
                : t('confirm.revokeTitle', { name: pending.certificate.name })
          }
          body={
            pending.kind === 'status'
              ? t(`confirm.${pending.action}Body`)
              : pending.kind === 'reset'
                ? t('confirm.resetBody')
                : t('confirm.revokeBody')
          }
          withReason={
            pending.kind === 'revoke' ||
            (pending.kind === 'status' && (pending.action === 'lock' || pending.action === 'block'))
          }
          danger={pending.kind !== 'status' || pending.action === 'lock' || pending.action === 'block'}
          busy={act.isPending}
          onConfirm={(reason) => act.mutate({ step: pending, reason })}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {initialPassword ? (
        <ResetResultDialog name={name} password={initialPassword} onClose={() => setInitialPassword(null)} />
      ) : null}
    </div>
  );
}
