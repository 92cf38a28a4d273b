import { Button, Input, Modal } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPurchaseResult, PurchasableCourse } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import {
  ASSIGNMENT_PAGE_SIZE,
  getPurchasable,
  getPurchases,
  newRequestId,
  purchaseForMembers,
} from '../api/admin-assignments-api';
import { assignmentKeys } from '../api/query-keys';
import { useDebouncedValue } from '../use-debounced-value';
import { AudiencePicker, NO_AUDIENCE, isEmptyAudience, type AudienceChoice } from './audience-picker';
import { AudiencePreview, toAudience } from './audience-preview';

/** Money in cents shown with two decimals (spec 001 §9). */
export const money = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/**
 * Buy a course for members (spec 001 §6: some courses only an administrator may buy). The
 * enterprise pays for members who cannot study it yet; one request id per confirmation, so a
 * double click or a retry buys once.
 */
export function PurchasePanel() {
  const { t } = useTranslation('admin-assignments');
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim());
  const courses = useQuery({ queryKey: assignmentKeys.purchasable(keyword), queryFn: () => getPurchasable(keyword) });
  const [course, setCourse] = useState<PurchasableCourse | null>(null);
  const [audience, setAudience] = useState<AudienceChoice>(NO_AUDIENCE);
  const [requestId, setRequestId] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const [result, setResult] = useState<MemberPurchaseResult | null>(null);
  const buy = useMutation({
    mutationFn: (id: string) =>
      purchaseForMembers({ courseId: course!.id, audience: toAudience(audience), requestId: id }),
    onSuccess: (answer) => {
      setRequestId(null);
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
    },
    onError: (error) => {
      setRequestId(null);
      setProblem(errorText(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!course) return setProblem(t('purchase.needCourse'));
    if (isEmptyAudience(audience)) return setProblem(t('form.needAudience'));
    setProblem('');
    setRequestId(newRequestId());
  };
  return (
    <div className="lp-assign-columns">
      <form className="lp-assign-form" onSubmit={submit} noValidate aria-label={t('purchase.label')}>
        <section className="lp-assign-step" aria-labelledby="lp-assign-buy-what">
          <h2 id="lp-assign-buy-what" className="lp-page-h2">
            {t('purchase.what')}
          </h2>
          <p className="lp-page-muted">{t('purchase.hint')}</p>
          <Input
            aria-label={t('purchase.search')}
            placeholder={t('item.searchPlaceholder')}
            value={typed}
            maxLength={50}
            allowClear
            onChange={setTyped}
          />
          {courses.isPending ? (
            <LoadState kind="loading" />
          ) : !courses.data ? (
            <LoadState kind="error" error={courses.error} onRetry={() => void courses.refetch()} />
          ) : courses.data.length === 0 ? (
            <p className="lp-page-muted">{t('purchase.none')}</p>
          ) : (
            <ul className="lp-assign-items" aria-label={t('purchase.results')}>
              {courses.data.map((c) => (
                <li key={c.id}>
                  <label className={`lp-assign-item${course?.id === c.id ? ' is-active' : ''}`}>
                    <input
                      type="radio"
                      name="lp-assign-course"
                      checked={course?.id === c.id}
                      onChange={() => setCourse(c)}
                    />
                    <span className="lp-assign-item-text">
                      <span className="lp-assign-item-title">{c.title}</span>
                      <span className="lp-page-muted">
                        {money(c.priceCents)}
                        {c.adminOnly ? ` · ${t('purchase.adminOnly')}` : ''}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="lp-assign-step" aria-labelledby="lp-assign-buy-who">
          <h2 id="lp-assign-buy-who" className="lp-page-h2">
            {t('purchase.who')}
          </h2>
          <AudiencePicker value={audience} onChange={setAudience} />
          <AudiencePreview audience={toAudience(audience)} />
        </section>
        {problem ? (
          <p className="lp-assign-problem" role="alert">
            {problem}
          </p>
        ) : null}
        {result ? (
          <p className="lp-assign-done" role="status">
            {t('purchase.done', { count: result.seats, amount: money(result.amountCents) })}
            {result.alreadyOwned > 0 ? ` ${t('purchase.owned', { count: result.alreadyOwned })}` : ''}
          </p>
        ) : null}
        <div className="lp-assign-actions">
          <Button type="primary" htmlType="submit" loading={buy.isPending} className="lp-assign-submit">
            {t('purchase.submit')}
          </Button>
        </div>
        {requestId && course ? (
          <Modal
            visible
            title={t('purchase.confirmTitle')}
            onOk={() => buy.mutate(requestId)}
            onCancel={() => setRequestId(null)}
            okText={t('purchase.confirmOk')}
            cancelText={t('confirm.cancel')}
            okButtonProps={{ loading: buy.isPending }}
            autoFocus
            focusLock
            unmountOnExit
          >
            <p>{t('purchase.confirmBody', { title: course.title, price: money(course.priceCents) })}</p>
            <AudiencePreview audience={toAudience(audience)} />
          </Modal>
        ) : null}
      </form>
      <PurchaseList />
    </div>
  );
}

function PurchaseList() {
  const { t } = useTranslation('admin-assignments');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: assignmentKeys.purchases(page),
    queryFn: () => getPurchases(page),
    placeholderData: (p) => p,
  });
  return (
    <section className="lp-assign-panel" aria-labelledby="lp-assign-purchases">
      <h2 id="lp-assign-purchases" className="lp-page-h2">
        {t('purchase.listTitle')}
      </h2>
      {list.isPending ? (
        <LoadState kind="loading" />
      ) : !list.data ? (
        <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <LoadState kind="empty" emptyText={t('purchase.empty')} />
      ) : (
        <>
          <ul className="lp-assign-purchases">
            {list.data.list.map((p) => (
              <li key={p.id} className="lp-assign-purchase">
                <strong className="lp-assign-row-title">{p.title}</strong>
                <span>{t('purchase.row', { count: p.seats, amount: money(p.amountCents), done: p.completed })}</span>
                <span className="lp-page-muted">
                  {t('purchase.rowMeta', {
                    at: formatDate(p.createdAt),
                    by: p.createdBy,
                    until: formatDate(p.validUntil, 'date'),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            total={list.data.total}
            pageSize={ASSIGNMENT_PAGE_SIZE}
            onPage={setPage}
            label={t('purchase.listTitle')}
          />
        </>
      )}
    </section>
  );
}
