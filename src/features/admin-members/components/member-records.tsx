import { Button, Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { MemberAuditRow, MemberCertificate } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';

/** The member's certificates, each revocable once (revoked and expired ones say so in words). */
export function CertificateList({
  certificates,
  now,
  onRevoke,
}: {
  certificates: MemberCertificate[];
  now: number;
  onRevoke: (certificate: MemberCertificate) => void;
}) {
  const { t } = useTranslation('admin-members');
  return (
    <section className="lp-page-card lp-members-card" aria-labelledby="lp-members-certificates">
      <h2 id="lp-members-certificates" className="lp-page-h2">
        {t('certificates.title')}
      </h2>
      {certificates.length === 0 ? (
        <p className="lp-page-muted">{t('certificates.empty')}</p>
      ) : (
        <ul className="lp-members-items">
          {certificates.map((c) => {
            const expired = c.expiresAt !== null && c.expiresAt <= now;
            return (
              <li key={c.id} className="lp-members-item">
                <span className="lp-members-item-title">
                  <strong>{c.name}</strong>
                  <span className="lp-page-muted">
                    {c.serial} · {t('certificates.acquired', { date: formatDate(c.acquiredAt, 'date') })}
                    {c.revokedAt !== null
                      ? ` · ${t('certificates.revokedOn', { date: formatDate(c.revokedAt, 'date') })}`
                      : ''}
                  </span>
                  {c.revokeReason ? <span className="lp-page-muted">{c.revokeReason}</span> : null}
                </span>
                {c.revokedAt !== null ? (
                  <Tag color="red">{t('certificates.revoked')}</Tag>
                ) : expired ? (
                  <Tag>{t('certificates.expired')}</Tag>
                ) : (
                  <>
                    <Tag color="green">{t('certificates.valid')}</Tag>
                    <Button
                      status="danger"
                      size="small"
                      onClick={() => onRevoke(c)}
                      aria-label={t('certificates.revokeNamed', { name: c.name })}
                    >
                      {t('certificates.revoke')}
                    </Button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Who did what to this member, and when (newest first). */
export function AuditList({ actions }: { actions: MemberAuditRow[] }) {
  const { t } = useTranslation('admin-members');
  return (
    <section className="lp-page-card lp-members-card" aria-labelledby="lp-members-audit">
      <h2 id="lp-members-audit" className="lp-page-h2">
        {t('audit.title')}
      </h2>
      {actions.length === 0 ? (
        <p className="lp-page-muted">{t('audit.empty')}</p>
      ) : (
        <ol className="lp-members-audit">
          {actions.map((a) => (
            <li key={a.id}>
              <strong>{t(`audit.actions.${a.action}`)}</strong>
              {a.detail ? <span className="lp-members-audit-detail">{a.detail}</span> : null}
              <span className="lp-page-muted">
                {t('audit.by', { admin: a.adminName, date: formatDate(a.createdAt) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
