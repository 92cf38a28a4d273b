import { Button } from '@arco-design/web-react';
import { IconCalendar } from '@arco-design/web-react/icon';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInResult, UserInfo } from '../../../../protocol';
import { whenRestStyles } from '../../../lib/rest-styles';
import { useCheckIn } from '../hooks/use-check-in';

// The dialog is an Arco Modal with an Alert, styled by the rest of Arco's CSS: it loads with that
// CSS when the entry is first pointed at, focused or opened, so the header of /index asks for
// neither before the page has painted (decision 0069).
const loadDialog = () => Promise.all([import('./check-in-dialog'), whenRestStyles()]).then(([m]) => m);
const CheckInDialog = lazy(() => loadDialog().then((m) => ({ default: m.CheckInDialog })));

/** The header's check-in entry: says whether today is done and opens the sign dialog. */
export function CheckInEntry({ onUserChanged }: { onUserChanged?: (user: UserInfo) => void }) {
  const { t } = useTranslation('daily-loop');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it still animates.
  const [opened, setOpened] = useState(false);
  const [result, setResult] = useState<CheckInResult>();
  // A double click lands before React re-renders the button as loading: the ref stops the second call at once.
  const inFlight = useRef(false);
  const { status, action } = useCheckIn({ enabled: true, onUserChanged, onDone: setResult });
  const submit = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    action.mutate(undefined, { onSettled: () => (inFlight.current = false) });
  };
  const checked = status.data?.checkedToday ?? false;
  if (status.data && !status.data.enabled) return null;
  return (
    <>
      <Button
        size="small"
        type={checked ? 'secondary' : 'primary'}
        icon={<IconCalendar />}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setResult(undefined);
          action.reset();
          setOpen(true);
          setOpened(true);
        }}
      >
        {checked ? t('checkIn.entryDone') : t('checkIn.entry')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CheckInDialog
            visible={open}
            onClose={() => setOpen(false)}
            status={status}
            onCheckIn={submit}
            checkingIn={action.isPending}
            checkInError={action.error}
            result={result}
          />
        </Suspense>
      ) : null}
    </>
  );
}
