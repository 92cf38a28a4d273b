import { Button, Input } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { unlockLive } from '../api/live-api';

/** The password form of a protected room; the server's refusal is shown under the field. */
export function LivePassword({ liveId, onUnlocked }: { liveId: number; onUnlocked(): void }) {
  const { t } = useTranslation('live');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!password.trim() || busy) return;
    setBusy(true);
    setError('');
    try {
      await unlockLive(liveId, password.trim());
      onUnlocked();
    } catch (caught) {
      setError(caught instanceof ApiError && caught.msg ? caught.msg : t('password.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="lp-live__password"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>{t('password.title')}</h2>
      <p className="lp-live__muted">{t('password.hint')}</p>
      <label htmlFor="lp-live-password">{t('password.label')}</label>
      <Input.Password
        id="lp-live-password"
        value={password}
        onChange={setPassword}
        autoComplete="off"
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'lp-live-password-error' : undefined}
      />
      {error ? (
        <p id="lp-live-password-error" role="alert" className="lp-live__error">
          {error}
        </p>
      ) : null}
      <Button type="primary" htmlType="submit" loading={busy} disabled={!password.trim()}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
