import { Button, Message } from '@arco-design/web-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { certificateKeys, downloadCertificate, listMyCertificates } from '../api/certificates-api';
import '../certificates.css';

/** /my/my-certificate: name, source, acquired time, state; a valid or expired one downloads as a PDF. */
export function MyCertificatesPage() {
  const { t } = useTranslation('certificates');
  const mine = useQuery({ queryKey: certificateKeys.mine(), queryFn: listMyCertificates });
  const download = useMutation({
    mutationFn: (id: number) => downloadCertificate(id),
    onError: (error) => Message.error(errorText(error)),
  });

  if (mine.isPending) return <LoadState kind="loading" />;
  if (mine.isError) return <LoadState kind="error" error={mine.error} onRetry={() => void mine.refetch()} />;
  const { list, valid, total } = mine.data;
  return (
    <div className="lp-certificates">
      <h1 className="lp-certificates__title">{t('title')}</h1>
      <p className="lp-certificates__summary">{t('summary', { valid, count: total })}</p>
      {list.length === 0 ? (
        <LoadState kind="empty" emptyText={t('empty')} />
      ) : (
        <ul className="lp-certificates__grid">
          {list.map((item: Certificate) => (
            <li key={item.id} className={`lp-certificates__card lp-certificates__card--${item.state}`}>
              <div className="lp-certificates__ribbon" aria-hidden="true" />
              <h2 className="lp-certificates__name">{item.name}</h2>
              <span className={`lp-certificates__state lp-certificates__state--${item.state}`}>
                {t(`state.${item.state}`)}
              </span>
              <dl className="lp-certificates__facts">
                <div>
                  <dt>{t('source')}</dt>
                  <dd>
                    {t(`sourceKind.${item.sourceKind}`)}
                    {item.sourceName ? ` · ${item.sourceName}` : ''}
                  </dd>
                </div>
                <div>
                  <dt>{t('acquired')}</dt>
                  <dd>{formatDate(item.acquiredAt, 'date')}</dd>
                </div>
                <div>
                  <dt>{t('validUntil')}</dt>
                  <dd>{item.expiresAt === null ? t('noExpiry') : formatDate(item.expiresAt, 'date')}</dd>
                </div>
                <div>
                  <dt>{t('serial')}</dt>
                  <dd>{item.serial}</dd>
                </div>
              </dl>
              {item.state === 'revoked' ? (
                <p className="lp-certificates__note">
                  {t('revokedOn', { date: formatDate(item.revokedAt, 'date') })}
                  {item.revokeReason ? ` · ${item.revokeReason}` : ''}
                </p>
              ) : (
                <Button
                  type={item.state === 'expired' ? 'secondary' : 'primary'}
                  loading={download.isPending && download.variables === item.id}
                  aria-label={t('downloadNamed', { name: item.name, action: t('download') })}
                  onClick={() => download.mutate(item.id)}
                >
                  {t('download')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
