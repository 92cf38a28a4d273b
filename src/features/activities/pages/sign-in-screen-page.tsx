import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_LIMITS, ACTIVITY_SIGN_IN_PARAM } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { copyText } from '../../../lib/clipboard';
import { getSignInCode } from '../api/activities-api';
import { activityKeys } from '../hooks/activity-keys';
import '../activities.css';

export interface SignInScreenPageProps {
  id: number;
  /** The address the code opens: this portal's origin and the enterprise (so a phone opens the right one). */
  origin: string;
  eid: number;
  onBack: () => void;
}

/** The link a code carries: the activity's page, which signs the learner in with the token. */
export function signInLink(origin: string, eid: number, id: number, token: string): string {
  const url = new URL(`/task/active-detail/${id}`, origin);
  url.searchParams.set('eid', String(eid));
  url.searchParams.set(ACTIVITY_SIGN_IN_PARAM, token);
  return url.toString();
}

/** Seconds until `at`, on the server's clock (the answer carries its `now`). */
function useCountdown(rotatesAt: number, serverNow: number): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    const offset = serverNow - Date.now();
    const update = () => setLeft(Math.max(0, Math.ceil((rotatesAt - (Date.now() + offset)) / 1000)));
    update();
    const timer = setInterval(update, 250);
    return () => clearInterval(timer);
  }, [rotatesAt, serverNow]);
  return left;
}

/**
 * The organiser's screen (a kiosk page, decision 0047): a large QR code that the server replaces
 * every ACTIVITY_LIMITS.qrRotateSeconds, the signed-in count, and the link for phones that
 * cannot scan. The page asks again when its code rotates; the server, not the page, refuses
 * an old code.
 */
export function SignInScreenPage({ id, origin, eid, onBack }: SignInScreenPageProps) {
  const { t } = useTranslation('activities');
  const code = useQuery({
    queryKey: activityKeys.code(id),
    queryFn: () => getSignInCode(id),
    enabled: id > 0,
    // Ask again as the code rotates (and at least every few seconds for the counts).
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data) return 5000;
      return Math.min(5000, Math.max(250, data.rotatesAt - data.now + 100));
    },
    refetchIntervalInBackground: true,
  });
  const link = code.data ? signInLink(origin, eid, id, code.data.token) : '';
  const [image, setImage] = useState('');
  useEffect(() => {
    if (!link) return;
    let live = true;
    void QRCode.toDataURL(link, { width: 720, margin: 2, errorCorrectionLevel: 'L' }).then((url) => {
      if (live) setImage(url);
    });
    return () => {
      live = false;
    };
  }, [link]);
  const left = useCountdown(code.data?.rotatesAt ?? 0, code.data?.now ?? 0);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const update = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  if (code.isPending && id > 0) return <LoadState kind="loading" />;
  if (!code.data)
    return (
      <div className="lp-activity-screen">
        <LoadState kind="error" error={code.error} onRetry={() => void code.refetch()} />
      </div>
    );
  const data = code.data;
  const rotate = ACTIVITY_LIMITS.qrRotateSeconds;
  return (
    <section className="lp-activity-screen" aria-labelledby="lp-activity-screen-title">
      <div className="lp-activity-screen__bar">
        <button type="button" className="lp-activity-link-button" onClick={onBack}>
          ← {t('screen.back')}
        </button>
        {document.fullscreenEnabled ? (
          <Button
            onClick={() =>
              void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
                () => undefined,
              )
            }
          >
            {full ? t('screen.exitFullScreen') : t('screen.fullScreen')}
          </Button>
        ) : null}
      </div>
      <h1 id="lp-activity-screen-title" className="lp-activity-screen__title">
        {data.title}
      </h1>
      <p className="lp-activity-screen__address">{data.address}</p>
      <div className="lp-activity-screen__body">
        <figure className="lp-activity-screen__qr">
          {image ? (
            <img src={image} alt={t('screen.qrAlt', { title: data.title })} data-link={link} />
          ) : (
            <div className="lp-activity-screen__qr-wait" />
          )}
          <figcaption>{t('screen.scanHint')}</figcaption>
        </figure>
        <div className="lp-activity-screen__side">
          <p className="lp-activity-screen__count" role="status" aria-live="polite">
            <span className="lp-activity-screen__number">{data.signedIn}</span>
            <span>{t('screen.ofRegistered', { registered: data.registered })}</span>
          </p>
          <div
            className="lp-activity-screen__meter"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={rotate}
            aria-valuenow={left}
            aria-label={t('screen.rotates', { count: left })}
          >
            <span style={{ width: `${(left / rotate) * 100}%` }} />
          </div>
          <p>{t('screen.rotates', { count: left })}</p>
          <p className="lp-activity-note">{t('screen.rotationNote', { count: rotate })}</p>
          {!data.signInOpen ? <p className="lp-activity-warning">{t('screen.closed')}</p> : null}
          <label className="lp-activity-screen__link-label" htmlFor="lp-activity-screen-link">
            {t('screen.link')}
          </label>
          <input id="lp-activity-screen-link" className="lp-activity-screen__link" readOnly value={link} />
          <Button onClick={() => void copyText(link).then((ok) => ok && Message.success(t('screen.copied')))}>
            {t('screen.copy')}
          </Button>
        </div>
      </div>
    </section>
  );
}
