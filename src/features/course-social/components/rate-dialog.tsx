import { Alert, Modal, Rate } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Rate/style/css.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { gradeCourse } from '../api/social-api';
import { socialKeys } from '../hooks/social-keys';
import { useOnceAtATime } from '../hooks/use-once-at-a-time';

/** Rate a finished course once, 1–5 stars (spec 001 §5): the choice is confirmed, not changed later. */
export function RateDialog({
  courseId,
  onClose,
  onRated,
}: {
  courseId: number;
  onClose: () => void;
  onRated: () => void;
}) {
  const { t } = useTranslation('course-social');
  const client = useQueryClient();
  const [stars, setStars] = useState(0);
  const once = useOnceAtATime();
  const rate = useMutation({
    mutationFn: () => gradeCourse(courseId, stars),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: socialKeys.state(courseId) });
      onRated();
      onClose();
    },
  });
  return (
    <Modal
      visible
      title={t('rate.title')}
      okText={t('rate.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: stars < 1, loading: rate.isPending }}
      onOk={() => {
        if (stars >= 1) once((done) => rate.mutate(undefined, { onSettled: done }));
      }}
      onCancel={onClose}
    >
      <p>{t('rate.hint')}</p>
      <div className="lp-social-rate" aria-label={t('rate.starsLabel')}>
        <Rate value={stars} onChange={setStars} />
        <span className="lp-social-muted">{stars > 0 ? t('rate.stars', { count: stars }) : t('rate.pick')}</span>
      </div>
      {rate.error ? <Alert type="error" content={errorText(rate.error)} /> : null}
    </Modal>
  );
}
