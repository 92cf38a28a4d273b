import { Button, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../protocol';
import { Notice } from '../../../components/notice';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/api-error';
import { forgetTicket, getOutsiderStatus, rememberTicket, rememberedTicket } from '../api/outsiders-api';
import { outsiderKeys } from '../api/query-keys';
import { JoinForm } from '../components/join-form';
import '../outsiders.css';

export interface OutsiderEntryPageProps {
  /** The `outsideReview` query: 'join' for the form, a ticket, or anything else for the ticket this browser keeps. */
  param: string;
  enterpriseName: string;
  /** Go to the ordinary sign-in form (with the account filled in when known). */
  onSignIn: (account?: string) => void;
  /** Show another value of the query (the notice after joining, the form again after a refusal). */
  onShow: (param: string) => void;
}

const TICKET = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * /login?outsideReview=… (spec 000 §4 exempts it from sign-in): an external person joins with the
 * enterprise's outsider code, then sees the notice that an administrator must approve them —
 * and, once decided, that they may sign in or were refused (decision 0057).
 */
export function OutsiderEntryPage({ param, enterpriseName, onSignIn, onShow }: OutsiderEntryPageProps) {
  const { t } = useTranslation('outsiders');
  const [ticket] = useState(() => (TICKET.test(param) ? param : param === 'join' ? null : rememberedTicket()));
  useEffect(() => {
    if (ticket && TICKET.test(param)) rememberTicket(ticket);
  }, [ticket, param]);
  const showForm = param === 'join' || !ticket;

  return (
    <main className="lp-outsider-page">
      <section className="lp-outsider-card" aria-labelledby="lp-outsider-title">
        <p className="lp-outsider-brand">{enterpriseName}</p>
        {showForm ? (
          <>
            <h1 id="lp-outsider-title">{t('join.title')}</h1>
            <JoinForm
              onJoined={(result) => {
                rememberTicket(result.ticket);
                onShow('1');
              }}
            />
            <Button type="text" onClick={() => onSignIn()} className="lp-outsider-back">
              {t('backToSignIn')}
            </Button>
          </>
        ) : (
          <ReviewNotice ticket={ticket!} onSignIn={onSignIn} onShow={onShow} />
        )}
      </section>
    </main>
  );
}

function ReviewNotice({
  ticket,
  onSignIn,
  onShow,
}: { ticket: string } & Pick<OutsiderEntryPageProps, 'onSignIn' | 'onShow'>) {
  const { t } = useTranslation('outsiders');
  const query = useQuery({
    queryKey: outsiderKeys.status(ticket),
    queryFn: () => getOutsiderStatus(ticket),
    retry: false,
  });
  const joinAgain = () => {
    forgetTicket();
    onShow('join');
  };

  if (query.isPending)
    return (
      <>
        <h1 id="lp-outsider-title">{t('review.title')}</h1>
        <Spin />
      </>
    );
  if (query.isError) {
    const unknown = query.error instanceof ApiError && query.error.code === ErrorCode.OUTSIDER_TICKET_UNKNOWN;
    return (
      <>
        <h1 id="lp-outsider-title">{t('review.title')}</h1>
        <Notice type="error">{errorText(query.error)}</Notice>
        <div className="lp-outsider-actions">
          {unknown ? (
            <Button type="primary" onClick={joinAgain}>
              {t('review.joinAgain')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => void query.refetch()}>
              {t('review.retry')}
            </Button>
          )}
        </div>
      </>
    );
  }
  const s = query.data;
  if (s.status === 'approved')
    return (
      <>
        <h1 id="lp-outsider-title">{t('review.approvedTitle')}</h1>
        <Notice type="success" role="status">
          {t('review.approved', { enterprise: s.enterpriseName, account: s.account })}
        </Notice>
        <div className="lp-outsider-actions">
          <Button
            type="primary"
            long
            onClick={() => {
              forgetTicket();
              onSignIn(s.account);
            }}
          >
            {t('review.signIn')}
          </Button>
        </div>
      </>
    );
  if (s.status === 'rejected')
    return (
      <>
        <h1 id="lp-outsider-title">{t('review.rejectedTitle')}</h1>
        <Notice type="error">
          {t('review.rejected', { enterprise: s.enterpriseName })}
          {s.reason ? <span className="lp-outsider-reason">{t('review.reason', { reason: s.reason })}</span> : null}
        </Notice>
        <div className="lp-outsider-actions">
          <Button onClick={joinAgain}>{t('review.joinAgain')}</Button>
        </div>
      </>
    );
  return (
    <>
      <h1 id="lp-outsider-title">{t('review.title')}</h1>
      <Notice type="info" role="status">
        {t('review.pending', { enterprise: s.enterpriseName })}
      </Notice>
      <dl className="lp-outsider-facts">
        <dt>{t('fields.name')}</dt>
        <dd>{s.name}</dd>
        <dt>{t('fields.account')}</dt>
        <dd>{s.account}</dd>
        {s.organisation ? (
          <>
            <dt>{t('fields.organisation')}</dt>
            <dd>{s.organisation}</dd>
          </>
        ) : null}
        <dt>{t('review.since')}</dt>
        <dd>{formatDate(s.createdAt, 'dateTime')}</dd>
      </dl>
      <p className="lp-outsider-muted">{t('review.pendingHelp')}</p>
      <div className="lp-outsider-actions">
        <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('review.checkAgain')}
        </Button>
        <Button onClick={() => onSignIn()}>{t('backToSignIn')}</Button>
      </div>
    </>
  );
}
