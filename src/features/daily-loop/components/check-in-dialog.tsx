import { Alert, Button, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';
import type { CheckInResult, SevenSign } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { LoadState } from '../../../components/load-state';
import { SevenDayStrip } from './seven-day-strip';
import '../daily-loop.css';
import '../daily-loop-mobile.css';

export interface CheckInDialogProps {
  visible: boolean;
  onClose: () => void;
  status: { data?: SevenSign; error: unknown; isPending: boolean; refetch: () => unknown };
  onCheckIn: () => void;
  checkingIn: boolean;
  checkInError: unknown;
  /** The answer of the check-in made while the dialog is open (shown as the reward line). */
  result?: CheckInResult;
}

/** The sign dialog (spec 000 §3 overlays): streak, balance, the seven-day strip and the check-in button. */
export function CheckInDialog({
  visible,
  onClose,
  status,
  onCheckIn,
  checkingIn,
  checkInError,
  result,
}: CheckInDialogProps) {
  const { t } = useTranslation('daily-loop');
  const state = status.data;
  let body;
  if (status.isPending) body = <LoadState kind="loading" />;
  else if (!state) body = <LoadState kind="error" error={status.error} onRetry={() => void status.refetch()} />;
  else {
    body = (
      <>
        <div className="lp-sign__summary">
          <div>
            <div className="lp-sign__big">{t('checkIn.streak', { count: state.streak })}</div>
            <div className="lp-daily__muted">
              {t('checkIn.totals', { days: state.totalDays, balance: state.balance, count: state.totalDays })}
            </div>
          </div>
        </div>
        <SevenDayStrip days={state.days} />
        {result ? (
          <Alert
            type="success"
            className="lp-sign__result"
            content={
              result.newlyCheckedIn
                ? t('checkIn.awarded', { points: result.pointsAwarded, count: result.pointsAwarded })
                : t('checkIn.already')
            }
          />
        ) : null}
        {result && result.medals.length > 0 ? (
          <Alert
            type="info"
            className="lp-sign__result"
            content={t('checkIn.medals', { names: result.medals.map((m) => m.name).join(', ') })}
          />
        ) : null}
        {checkInError ? <Alert type="error" className="lp-sign__result" content={errorText(checkInError)} /> : null}
        {!state.enabled ? <Alert type="warning" className="lp-sign__result" content={t('checkIn.disabled')} /> : null}
      </>
    );
  }
  const checked = state?.checkedToday ?? false;
  return (
    <Modal
      title={t('checkIn.title')}
      visible={visible}
      onCancel={onClose}
      autoFocus={false}
      footer={
        <Button
          type="primary"
          long
          size="large"
          loading={checkingIn}
          disabled={!state || checked || !state.enabled}
          onClick={onCheckIn}
        >
          {checked
            ? t('checkIn.checkedToday')
            : t('checkIn.button', { points: state?.todayPoints ?? 0, count: state?.todayPoints ?? 0 })}
        </Button>
      }
    >
      {body}
    </Modal>
  );
}
