import { Button, Message } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';

/** A list's title, with "mark all as read" while anything in it is unread. */
export function ListHeader({
  title,
  unread,
  onReadAll,
  busy,
}: {
  title: string;
  unread: number;
  onReadAll: () => Promise<unknown>;
  busy: boolean;
}) {
  const { t } = useTranslation('messages');
  return (
    <header className="lp-msg__head">
      <h2>{title}</h2>
      <Button
        size="small"
        disabled={unread === 0}
        loading={busy}
        onClick={() => {
          onReadAll().then(
            () => Message.success(t('actions.allRead')),
            (error: unknown) => Message.error(errorText(error)),
          );
        }}
      >
        {t('actions.readAll')}
      </Button>
    </header>
  );
}
