import { Button, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '../../../../protocol';
import { formatDate } from '../../../lib/date-format';
import type { ActivityAction } from '../api/activities-api';

export interface ActivityActionsProps {
  activity: ActivityDetail;
  busy: ActivityAction | 'scan' | null;
  onAct: (action: ActivityAction) => void;
  onScan: () => void;
  onSignInToAccount: () => void;
  onOrganise: () => void;
}

/** What the caller may do now; the server decides (can* flags), the page only follows. */
export function ActivityActions({
  activity,
  busy,
  onAct,
  onScan,
  onSignInToAccount,
  onOrganise,
}: ActivityActionsProps) {
  const { t } = useTranslation('activities');
  const confirmCancel = () =>
    Modal.confirm({
      title: t('detail.cancelConfirmTitle'),
      content: t('detail.cancelConfirm'),
      okText: t('detail.cancel'),
      cancelText: t('detail.cancelKeep'),
      okButtonProps: { status: 'danger' },
      onOk: () => onAct('cancel'),
    });
  // Why the main action is not offered now, in words (registration not open, full, sign-in later…).
  // eslint-disable-next-line react-hooks/purity -- the reason follows the clock at each render, as the server's windows do
  const now = Date.now();
  let reason = '';
  if (!activity.signedIn) reason = '';
  else if (activity.personal === 'none') {
    if (activity.registrationPhase === 'not_started')
      reason = t('detail.why.registrationNotStarted', { time: formatDate(activity.registerStart, 'dateTime') });
    else if (activity.registrationPhase === 'over') reason = t('detail.why.registrationOver');
    else if (activity.capacity > 0 && activity.registered >= activity.capacity) reason = t('detail.why.full');
  } else if (activity.personal === 'applied' && !activity.canSignIn) {
    if (now < activity.signInStart)
      reason = t('detail.why.signInLater', { time: formatDate(activity.signInStart, 'dateTime') });
    else if (activity.phase === 'ended') reason = t('detail.why.ended');
  } else if (activity.personal === 'signed_in' && !activity.canSignOut && now < activity.signOutStart)
    reason = t('detail.why.signOutLater', { time: formatDate(activity.signOutStart, 'dateTime') });
  // A click while the call is out is ignored here; the server would refuse a second one anyway.
  const loading = (action: ActivityAction | 'scan') => busy === action;
  return (
    <div className="lp-activity-actions">
      {!activity.signedIn ? (
        <Button type="primary" size="large" onClick={onSignInToAccount}>
          {t('detail.signInToRegister')}
        </Button>
      ) : null}
      {activity.canRegister ? (
        <Button type="primary" size="large" loading={loading('register')} onClick={() => onAct('register')}>
          {t('detail.register')}
        </Button>
      ) : null}
      {activity.canSignIn ? (
        <>
          <Button type="primary" size="large" loading={loading('scan')} onClick={onScan}>
            {t('detail.scan')}
          </Button>
          <Button size="large" loading={loading('signIn')} onClick={() => onAct('signIn')}>
            {t('detail.signIn')}
          </Button>
        </>
      ) : null}
      {activity.canSignOut ? (
        <Button type="primary" size="large" loading={loading('signOut')} onClick={() => onAct('signOut')}>
          {t('detail.signOut')}
        </Button>
      ) : null}
      {activity.canCancel ? (
        <Button size="large" status="danger" loading={loading('cancel')} onClick={confirmCancel}>
          {t('detail.cancel')}
        </Button>
      ) : null}
      {activity.canOrganise ? (
        <Button size="large" onClick={onOrganise}>
          {t('detail.organise')}
        </Button>
      ) : null}
      {reason ? <p className="lp-activity-note">{reason}</p> : null}
    </div>
  );
}
