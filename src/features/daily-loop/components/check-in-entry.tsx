import { Button } from '@arco-design/web-react';
import { IconCalendar } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInResult, UserInfo } from '../../../../protocol';
import { useCheckIn } from '../hooks/use-check-in';
import { CheckInDialog } from './check-in-dialog';

/** The header's check-in entry: says whether today is done and opens the sign dialog. */
export function CheckInEntry({ onUserChanged }: { onUserChanged?: (user: UserInfo) => void }) {
  const { t } = useTranslation('daily-loop');
  const [open, setOpen] = useState(false);
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
        onClick={() => {
          setResult(undefined);
          action.reset();
          setOpen(true);
        }}
      >
        {checked ? t('checkIn.entryDone') : t('checkIn.entry')}
      </Button>
      <CheckInDialog
        visible={open}
        onClose={() => setOpen(false)}
        status={status}
        onCheckIn={submit}
        checkingIn={action.isPending}
        checkInError={action.error}
        result={result}
      />
    </>
  );
}
