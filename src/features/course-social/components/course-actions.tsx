import { Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import {
  IconGift,
  IconHeart,
  IconHeartFill,
  IconStar,
  IconThumbUp,
  IconThumbUpFill,
} from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '../../../../protocol';
import { useCourseMark, useSocialState } from '../hooks/use-social-state';
import { toastMarkError } from '../social-errors';
import { RateDialog } from './rate-dialog';
import { RewardDialog } from './reward-dialog';
import '../course-social.css';
import '../course-social-mobile.css';

export interface CourseActionsProps {
  course: CourseDetail;
  signedIn: boolean;
  /** Re-read the course (its rating changed). */
  onChanged: () => void;
}

/** Collect, praise, rate and reward beside the course title (spec 001 §5). */
export function CourseActions({ course, signedIn, onChanged }: CourseActionsProps) {
  const { t } = useTranslation('course-social');
  const finished = course.chapters.filter((c) => c.completed).length;
  const state = useSocialState(course.id, finished, signedIn);
  const collect = useCourseMark(course.id, 'collect');
  const praise = useCourseMark(course.id, 'praise');
  const [dialog, setDialog] = useState<'rate' | 'reward' | null>(null);
  if (!signedIn || !state.data) return null;
  const s = state.data;

  return (
    <div className="lp-social-actions" role="group" aria-label={t('actions.label')}>
      <Button
        aria-pressed={s.collected}
        icon={s.collected ? <IconHeartFill /> : <IconHeart />}
        className={s.collected ? 'lp-social-on' : ''}
        loading={collect.isPending}
        onClick={() => collect.mutate(!s.collected, { onError: toastMarkError })}
      >
        {s.collected ? t('actions.collected') : t('actions.collect')} · {s.collectCount}
      </Button>
      <Button
        aria-pressed={s.praised}
        icon={s.praised ? <IconThumbUpFill /> : <IconThumbUp />}
        className={s.praised ? 'lp-social-on' : ''}
        loading={praise.isPending}
        onClick={() => praise.mutate(!s.praised, { onError: toastMarkError })}
      >
        {s.praised ? t('actions.praised') : t('actions.praise')} · {s.praiseCount}
      </Button>
      {s.rated ? (
        <span className="lp-social-rated">
          <IconStar /> {t('actions.myRating', { count: s.myStars ?? 0 })}
        </span>
      ) : s.allChaptersFinished ? (
        <Button icon={<IconStar />} onClick={() => setDialog('rate')}>
          {t('actions.rate')}
        </Button>
      ) : (
        <Tooltip content={t('actions.rateLocked')}>
          <Button icon={<IconStar />} disabled aria-describedby="lp-social-rate-locked">
            {t('actions.rate')}
          </Button>
          <span id="lp-social-rate-locked" className="lp-social-sr">
            {t('actions.rateLocked')}
          </span>
        </Tooltip>
      )}
      {s.rewarded ? (
        <span className="lp-social-rated">
          <IconGift /> {t('actions.rewarded')}
        </span>
      ) : s.canReward ? (
        <Button icon={<IconGift />} onClick={() => setDialog('reward')}>
          {t('actions.reward')}
        </Button>
      ) : null}
      {dialog === 'rate' ? (
        <RateDialog courseId={course.id} onClose={() => setDialog(null)} onRated={onChanged} />
      ) : null}
      {dialog === 'reward' ? (
        <RewardDialog
          courseId={course.id}
          lecturerName={s.lecturerName}
          balance={s.balance}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
