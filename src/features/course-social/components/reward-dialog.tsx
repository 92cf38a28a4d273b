import { Alert, InputNumber, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { newRequestId, rewardCourse } from '../api/social-api';
import { socialKeys } from '../hooks/social-keys';
import { useOnceAtATime } from '../hooks/use-once-at-a-time';

export interface RewardDialogProps {
  courseId: number;
  lecturerName: string;
  balance: number;
  onClose: () => void;
}

/** Give the course's lecturer some of the learner's points, once per course (spec 001 §5). */
export function RewardDialog({ courseId, lecturerName, balance, onClose }: RewardDialogProps) {
  const { t } = useTranslation('course-social');
  const client = useQueryClient();
  const [points, setPoints] = useState<number | undefined>(10);
  // One id for this dialog: a retry after a lost answer is recognised, not paid twice.
  const [requestId] = useState(newRequestId);
  const once = useOnceAtATime();
  const reward = useMutation({
    mutationFn: (value: number) => rewardCourse(courseId, value, requestId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: socialKeys.state(courseId) });
      onClose();
    },
  });
  const valid = points !== undefined && Number.isInteger(points) && points >= 1 && points <= balance;
  return (
    <Modal
      visible
      title={t('reward.title', { name: lecturerName })}
      okText={t('reward.submit', { points: points ?? 0, count: points ?? 0 })}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !valid, loading: reward.isPending }}
      onOk={() => {
        if (valid) once((done) => reward.mutate(points, { onSettled: done }));
      }}
      onCancel={onClose}
    >
      <p>{t('reward.hint')}</p>
      <label className="lp-social-field">
        <span>{t('reward.points')}</span>
        <InputNumber
          min={1}
          max={Math.max(1, balance)}
          precision={0}
          value={points}
          onChange={(v) => setPoints(typeof v === 'number' ? v : undefined)}
          style={{ width: 160 }}
        />
      </label>
      <p className="lp-social-muted">{t('reward.balance', { points: balance })}</p>
      {points !== undefined && points > balance ? <Alert type="warning" content={t('reward.notEnough')} /> : null}
      {reward.error ? <Alert type="error" content={errorText(reward.error)} /> : null}
    </Modal>
  );
}
