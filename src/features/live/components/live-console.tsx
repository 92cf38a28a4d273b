import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LivePhase, LiveRoom, LiveState } from '../../../../protocol/schemas/live';
import { setLiveState } from '../api/live-api';

/** The lecturer's console for administrators: start, step away, come back, end (with or without playback). */
export function LiveConsole({
  room,
  phase,
  onChanged,
}: {
  room: LiveRoom;
  phase: LivePhase;
  onChanged(room: LiveRoom): void;
}) {
  const { t } = useTranslation('live');
  const [busy, setBusy] = useState(false);
  const move = async (state: LiveState, playback?: boolean) => {
    setBusy(true);
    try {
      onChanged(await setLiveState(room.id, state, playback));
    } catch {
      // Shown by the shared handler.
    } finally {
      setBusy(false);
    }
  };
  const actions: Array<{ key: string; state: LiveState; playback?: boolean; show: boolean }> = [
    { key: 'start', state: 'live', show: phase === 'not_started' || phase === 'away' },
    { key: 'away', state: 'away', show: phase === 'live' },
    { key: 'endPlayback', state: 'ended', playback: true, show: phase === 'live' || phase === 'away' },
    { key: 'end', state: 'ended', playback: false, show: phase === 'live' || phase === 'away' || phase === 'playback' },
  ];
  return (
    <section className="lp-live__console" aria-label={t('console.label')}>
      <span className="lp-live__muted">{t('console.label')}</span>
      {actions
        .filter((a) => a.show)
        .map((a) => (
          <Button key={a.key} size="small" disabled={busy} onClick={() => void move(a.state, a.playback)}>
            {t(`console.${a.key}`)}
          </Button>
        ))}
    </section>
  );
}
