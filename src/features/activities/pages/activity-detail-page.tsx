import { Alert, Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityScan } from '../../../../protocol';
import { LoadState } from '../../../components/load-state';
import { errorText } from '../../../lib/error-text';
import { actOn, getActivity, scanSignIn, type ActivityAction } from '../api/activities-api';
import { ActivityActions } from '../components/activity-actions';
import { ActivityBadges } from '../components/activity-badges';
import { ActivityCover } from '../components/activity-cover';
import { ActivityFacts, ActivityProgress } from '../components/activity-facts';
import { CameraScanner } from '../components/camera-scanner';
import { activityKeys } from '../hooks/activity-keys';
import '../activities.css';

export interface ActivityDetailPageProps {
  id: number;
  signedIn: boolean;
  /** A sign-in code opened as a link (`?signin=`): signed in with it once, then dropped from the address. */
  signInCode: string;
  onCodeUsed: () => void;
  onSignIn: () => void;
  onBack: () => void;
  onOrganise: (id: number) => void;
  /** The host's own scanner (DingTalk, WeCom); null where there is none and the camera is used. */
  hostScan: () => Promise<string | null>;
}

/** /task/active-detail/:id — open to visitors (spec 000 §4); actions for signed-in members. */
export function ActivityDetailPage(props: ActivityDetailPageProps) {
  const { id, signedIn, signInCode, onCodeUsed } = props;
  const { t } = useTranslation('activities');
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: activityKeys.detail(id), queryFn: () => getActivity(id), enabled: id > 0 });
  const [camera, setCamera] = useState(false);
  const [scanned, setScanned] = useState<{ ok: ActivityScan } | { error: string } | null>(null);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  const act = useMutation({
    mutationFn: (action: ActivityAction) => actOn(action, id),
    onSuccess: (next, action) => {
      queryClient.setQueryData(activityKeys.detail(id), next);
      refresh();
      const done = {
        register: t('detail.registered'),
        cancel: t('detail.cancelled'),
        signIn: t('detail.signedInOk'),
        signOut: t('detail.signedOutOk'),
      };
      Message.success(done[action]);
    },
    onError: (error) => {
      Message.error(errorText(error));
      refresh();
    },
  });
  const scan = useMutation({
    mutationFn: (code: string) => scanSignIn(code),
    onSuccess: (result) => {
      setScanned({ ok: result });
      refresh();
    },
    onError: (error) => {
      setScanned({ error: errorText(error) });
      refresh();
    },
  });
  const readCode = useCallback(
    (code: string) => {
      setCamera(false);
      scan.mutate(code);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [],
  );

  // A code opened as a link signs in once, as soon as the learner is signed in to their account —
  // after the detail's first answer, so the refresh after the sign-in is a new read, not the
  // first read still on its way (which TanStack would hand back, showing "not signed in").
  const used = useRef(false);
  const loaded = detail.isSuccess;
  useEffect(() => {
    if (!signInCode || !signedIn || !loaded || used.current) return;
    used.current = true;
    readCode(signInCode);
    onCodeUsed();
  }, [signInCode, signedIn, loaded, readCode, onCodeUsed]);

  const startScan = async () => {
    try {
      const text = await props.hostScan();
      if (text === null) setCamera(true);
      else readCode(text);
    } catch {
      // The learner closed the host's scanner: nothing to report.
    }
  };

  if (detail.isPending && id > 0) return <LoadState kind="loading" />;
  if (!detail.data)
    return (
      <div className="lp-activity-detail">
        <LoadState
          kind="error"
          error={detail.error}
          notFoundText={t('detail.notFound')}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  const activity = detail.data;
  return (
    <article className="lp-activity-detail">
      <button type="button" className="lp-activity-link-button" onClick={props.onBack}>
        ← {t('detail.back')}
      </button>
      {signInCode && !signedIn ? (
        <Alert
          type="info"
          content={t('scan.needSignIn')}
          action={
            <Button size="small" type="primary" onClick={props.onSignIn}>
              {t('scan.signInButton')}
            </Button>
          }
        />
      ) : null}
      {scan.isPending ? <Alert type="info" content={t('scan.signingIn')} /> : null}
      {scanned && 'ok' in scanned ? (
        <Alert
          type="success"
          content={t(scanned.ok.signedInNow ? 'scan.done' : 'scan.already', { title: scanned.ok.title })}
        />
      ) : null}
      {scanned && 'error' in scanned ? <Alert type="error" content={scanned.error} /> : null}
      <header className="lp-activity-hero">
        <ActivityCover cover={activity.cover} startAt={activity.startAt} size="hero" />
        <div className="lp-activity-hero__text">
          <h1 className="lp-activity-detail__title">{activity.title}</h1>
          <ActivityBadges activity={activity} />
          <ActivityActions
            activity={activity}
            busy={act.isPending ? act.variables : scan.isPending ? 'scan' : null}
            onAct={(action) => {
              if (!act.isPending) act.mutate(action);
            }}
            onScan={() => void startScan()}
            onSignInToAccount={props.onSignIn}
            onOrganise={() => props.onOrganise(activity.id)}
          />
        </div>
      </header>
      <div className="lp-activity-detail__columns">
        <section aria-labelledby="lp-activity-facts-title">
          <h2 id="lp-activity-facts-title" className="lp-activity-section-title">
            {t('field.summary')}
          </h2>
          {activity.summary ? <p className="lp-activity-summary">{activity.summary}</p> : null}
          <ActivityFacts activity={activity} />
        </section>
        {activity.personal !== 'none' ? <ActivityProgress activity={activity} /> : null}
      </div>
      <CameraScanner visible={camera} onClose={() => setCamera(false)} onRead={readCode} />
    </article>
  );
}
