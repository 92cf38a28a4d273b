import { Button, Message, Modal } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { getOutsiderCode, regenerateOutsiderCode } from '../api/outsiders-api';
import { outsiderKeys } from '../api/query-keys';
import '../outsiders.css';

/** "ABCDEFGH" shown as "ABCD-EFGH": easier to read out; typing it either way works. */
export const groupCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1-');

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface OutsiderCodePageProps {
  /** Where outsiders are approved (the approvals queue, filtered to them). */
  onOpenApprovals: () => void;
}

/**
 * /admin/outsiders (decision 0057): the enterprise's outsider code and the link to share with
 * external people, regenerating it (the old code stops working), and how many wait for approval.
 */
export function OutsiderCodePage({ onOpenApprovals }: OutsiderCodePageProps) {
  const { t } = useTranslation('outsiders');
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({ queryKey: outsiderKeys.code(), queryFn: getOutsiderCode });
  const regenerate = useMutation({
    mutationFn: regenerateOutsiderCode,
    onSuccess: (code) => {
      client.setQueryData(outsiderKeys.code(), code);
      Message.success(t('code.regenerated'));
    },
    onError: (error) => Message.error(errorText(error)),
  });
  // The enterprise is named in the address (?eid=) unless it has its own domain: the link keeps it.
  const eid = new URL(document.URL).searchParams.get('eid');
  const joinLink = new URL(`/login?${eid ? `eid=${encodeURIComponent(eid)}&` : ''}outsideReview=join`, document.baseURI)
    .href;
  // The moment the page opened: a code that expires while it stays open is caught on the next visit.
  const [openedAt] = useState(() => Date.now());
  const copyText = async (text: string) =>
    (await copy(text)) ? Message.success(t('code.copied')) : Message.warning(t('code.copyFailed'));

  let body;
  if (query.isPending) body = <LoadState kind="loading" />;
  else if (query.isError) body = <LoadState kind="error" error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const code = query.data;
    const expired = code.expiresAt <= openedAt;
    body = (
      <>
        <section className="lp-outsider-admin-card" aria-labelledby="lp-outsider-code-title">
          <h2 id="lp-outsider-code-title">{t('code.current')}</h2>
          <p className="lp-outsider-code" data-testid="outsider-code" aria-label={code.code.split('').join(' ')}>
            {groupCode(code.code)}
          </p>
          <p className={expired ? 'lp-outsider-error' : 'lp-outsider-muted'}>
            {expired
              ? t('code.expired', { date: formatDate(code.expiresAt, 'date') })
              : t('code.validUntil', { date: formatDate(code.expiresAt, 'date') })}
          </p>
          <div className="lp-outsider-actions">
            <Button onClick={() => void copyText(code.code)}>{t('code.copy')}</Button>
            <Button status="warning" loading={regenerate.isPending} onClick={() => setConfirming(true)}>
              {t('code.regenerate')}
            </Button>
          </div>
        </section>
        <section className="lp-outsider-admin-card" aria-labelledby="lp-outsider-link-title">
          <h2 id="lp-outsider-link-title">{t('code.linkTitle')}</h2>
          <p className="lp-outsider-muted">{t('code.linkHelp')}</p>
          <p className="lp-outsider-link">{joinLink}</p>
          <div className="lp-outsider-actions">
            <Button onClick={() => void copyText(joinLink)}>{t('code.copyLink')}</Button>
          </div>
        </section>
        <section className="lp-outsider-admin-card" aria-labelledby="lp-outsider-pending-title">
          <h2 id="lp-outsider-pending-title">{t('code.pendingTitle')}</h2>
          <p className="lp-outsider-pending" role="status">
            {t('code.pending', { count: code.pending })}
          </p>
          <Button type="primary" onClick={onOpenApprovals}>
            {t('code.openApprovals')}
          </Button>
        </section>
      </>
    );
  }

  return (
    <div className="lp-outsider-admin">
      <header>
        <h1>{t('code.title')}</h1>
        <p className="lp-outsider-muted">{t('code.subtitle')}</p>
      </header>
      {body}
      <Modal
        title={t('code.confirmTitle')}
        visible={confirming}
        okText={t('code.regenerate')}
        cancelText={t('code.cancel')}
        onOk={() => {
          setConfirming(false);
          regenerate.mutate();
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('code.confirmContent')}
      </Modal>
    </div>
  );
}
