import { Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { LivePhase } from '../../../../protocol/schemas/live';

/*
 * A live's state as a tag, the word always shown (colour is never the only signal). An ended live
 * takes Arco's plain tag: its grey tag colour is 2.9:1 on its own background, under AA's 4.5:1.
 */
const PHASE_COLOURS: Record<LivePhase, string | undefined> = {
  not_started: 'arcoblue',
  live: 'red',
  away: 'orange',
  ended: undefined,
  playback: 'green',
};

export function PhaseTag({ phase, testId }: { phase: LivePhase; testId?: string }) {
  const { t } = useTranslation('live');
  return (
    <Tag color={PHASE_COLOURS[phase]} data-testid={testId}>
      {t(`phase.${phase}`)}
    </Tag>
  );
}
