import { Alert, Button } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type DrawResult } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/date-format';
import { mediaUrl } from '../../../lib/media-url';
import { errorText } from '../../../lib/error-text';
import { drawLottery, getLottery, listDraws } from '../api/mall-api';
import { mallKeys } from '../api/query-keys';
import { LotteryWheel, rotationFor, segmentsOf } from '../components/lottery-wheel';
import { MallClosed } from '../components/mall-closed';
import { MallNav } from '../components/mall-nav';
import { formatPoints, newMallRequestId } from '../mall-format';
import '../mall.css';
import '../mall-mobile.css';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /lotteryMall: the server draws (and charges once per request id); the wheel then turns to
 * the server's result. The result is said in words once the wheel stops (at once with reduced motion).
 */
export function LotteryPage() {
  const { t } = useTranslation('mall');
  const client = useQueryClient();
  const lottery = useQuery({ queryKey: mallKeys.lottery, queryFn: getLottery, staleTime: 0 });
  const [page, setPage] = useState(1);
  const draws = useQuery({ queryKey: mallKeys.draws(page), queryFn: () => listDraws(page, 10), staleTime: 0 });
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<DrawResult | null>(null);
  const pending = useRef<DrawResult | null>(null);
  const requestId = useRef('');
  const inFlight = useRef(false);
  const settle = () => {
    setSpinning(false);
    if (pending.current) setShown(pending.current);
    pending.current = null;
    void client.invalidateQueries({ queryKey: mallKeys.all });
  };
  const mutation = useMutation({
    mutationFn: () => drawLottery(requestId.current),
    onSuccess: (result) => {
      const segments = segmentsOf(lottery.data?.prizes ?? []);
      const index = Math.max(
        0,
        segments.findIndex((s) => (s.prize?.id ?? null) === result.draw.prizeId),
      );
      pending.current = result;
      requestId.current = '';
      if (prefersReducedMotion()) {
        setRotation(rotationFor(index, segments.length, 0, rotation));
        settle();
      } else {
        setSpinning(true);
        setRotation(rotationFor(index, segments.length, 5, rotation));
      }
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  if (isApiError(lottery.error) && lottery.error.code === ErrorCode.MALL_CLOSED) return <MallClosed />;
  const data = lottery.data;
  const start = () => {
    if (inFlight.current || spinning) return;
    // One id per attempt: a retry after a failed answer reuses it, a new press after a result makes a new one.
    if (!requestId.current) requestId.current = newMallRequestId('dr');
    inFlight.current = true;
    setShown(null);
    mutation.mutate();
  };
  const busy = mutation.isPending || spinning;
  return (
    <section className="lp-mall">
      <h1 className="lp-mall__title">{data?.title || t('lottery.title')}</h1>
      <MallNav balance={shown?.balance ?? data?.balance} />
      {data ? (
        data.enabled ? (
          <div className="lp-lottery">
            <div className="lp-lottery__stage">
              <LotteryWheel
                segments={segmentsOf(data.prizes)}
                rotation={rotation}
                spinning={spinning}
                onSettled={settle}
              />
              <Button
                type="primary"
                size="large"
                shape="round"
                className="lp-lottery__go"
                loading={busy}
                disabled={data.prizes.every((p) => !p.available)}
                onClick={start}
                data-testid="lottery-draw"
              >
                {t('lottery.draw', { points: formatPoints(data.costPoints), count: data.costPoints })}
              </Button>
              <div aria-live="polite" className="lp-lottery__result" data-testid="lottery-result">
                {shown
                  ? shown.draw.prizeId === null
                    ? t('lottery.lost')
                    : t('lottery.won', { name: shown.draw.prizeName })
                  : null}
              </div>
              {mutation.error ? <Alert type="error" content={errorText(mutation.error)} /> : null}
            </div>
            <div className="lp-lottery__side">
              <h2>{t('lottery.prizes')}</h2>
              <ul className="lp-lottery__prizes">
                {data.prizes.map((p) => (
                  <li key={p.id} className={p.available ? '' : 'lp-lottery__prize--out'}>
                    {p.image ? <img src={mediaUrl(p.image)} alt="" width={32} height={32} /> : null}
                    <span>{p.name}</span>
                    <span className="lp-mall-muted">
                      {p.available
                        ? t('lottery.odds', { odds: (p.odds / 100).toFixed(p.odds % 100 ? 2 : 0) })
                        : t('lottery.out')}
                    </span>
                  </li>
                ))}
              </ul>
              <h2>{t('lottery.mine')}</h2>
              {draws.data ? (
                draws.data.list.length === 0 ? (
                  <p className="lp-mall-muted">{t('lottery.noDraws')}</p>
                ) : (
                  <>
                    <ul className="lp-lottery__draws" data-testid="lottery-draws">
                      {draws.data.list.map((d) => (
                        <li key={d.id}>
                          <span>{d.prizeId === null ? t('lottery.none') : d.prizeName}</span>
                          <span className="lp-mall-muted">
                            {t('lottery.paid', { points: formatPoints(d.costPoints) })} ·{' '}
                            {formatDate(d.createdAt, 'dateTime')}
                          </span>
                        </li>
                      ))}
                    </ul>
                    <Pager page={page} total={draws.data.total} pageSize={10} onPage={setPage} />
                  </>
                )
              ) : (
                <LoadState
                  kind={draws.error ? 'error' : 'loading'}
                  error={draws.error}
                  onRetry={() => void draws.refetch()}
                />
              )}
            </div>
          </div>
        ) : (
          <LoadState kind="empty" emptyText={t('lottery.closed')} />
        )
      ) : (
        <LoadState
          kind={lottery.error ? 'error' : 'loading'}
          error={lottery.error}
          onRetry={() => void lottery.refetch()}
        />
      )}
    </section>
  );
}
