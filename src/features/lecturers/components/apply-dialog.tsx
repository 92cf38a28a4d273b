import { Alert, Input, Modal, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Alert/style/css.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LECTURER_LIMITS } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { applyAsLecturer, getApplication, newRequestId } from '../api/lecturer-api';
import { lecturerKeys } from '../api/query-keys';

type Gender = 'male' | 'female' | 'unknown';

/** Labels typed with commas (either width) or the enumeration comma, trimmed, empty ones dropped. */
export function parseLabels(text: string): string[] {
  return text
    .split(/[,，、]/)
    .map((label) => label.trim())
    .filter(Boolean);
}

/**
 * teacherAdd/index: apply as a lecturer. The profile needs a phone and an avatar (spec 001 §5);
 * the dialog says so up front, and the server's refusal is shown in place. An application waits
 * for an administrator's review.
 */
export function ApplyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('lecturers');
  const client = useQueryClient();
  const ids = useId();
  const requestId = useRef(newRequestId());
  const state = useQuery({ queryKey: lecturerKeys.application(), queryFn: getApplication, staleTime: 0 });
  const [name, setName] = useState('');
  const [gender, setGender] = useState<Gender>('unknown');
  const [region, setRegion] = useState('');
  const [introduction, setIntroduction] = useState('');
  const [labelsText, setLabelsText] = useState('');
  const labels = parseLabels(labelsText);
  const labelProblem =
    labels.length > LECTURER_LIMITS.labels
      ? t('apply.tooManyLabels', { count: LECTURER_LIMITS.labels })
      : labels.some((l) => [...l].length > LECTURER_LIMITS.labelChars)
        ? t('apply.labelTooLong', { count: LECTURER_LIMITS.labelChars })
        : '';
  const submit = useMutation({
    mutationFn: () => applyAsLecturer({ requestId: requestId.current, name, gender, region, introduction, labels }),
    onSuccess: (data) => {
      client.setQueryData(lecturerKeys.application(), data);
      setEditing(false);
    },
  });
  const status = submit.data?.status ?? state.data?.status;
  const filed = submit.data?.filed ?? state.data?.filed ?? null;
  const [editing, setEditing] = useState(false);
  const waiting = (status === 'pending' && !editing) || status === 'approved';
  const startEditing = () => {
    if (filed) {
      setName(filed.name);
      setGender(filed.gender);
      setRegion(filed.region);
      setIntroduction(filed.introduction);
      setLabelsText(filed.labels.join(', '));
    }
    requestId.current = newRequestId();
    setEditing(true);
  };
  const ready = name.trim() !== '' && introduction.trim() !== '' && !labelProblem;
  const missing = state.data?.missing ?? [];

  return (
    <Modal
      visible
      title={t('apply.title')}
      okText={waiting ? t('apply.close') : t('apply.submit')}
      cancelText={t('common.cancel')}
      hideCancel={waiting}
      okButtonProps={{ disabled: !waiting && !ready, loading: submit.isPending }}
      onOk={() => (waiting ? onClose() : submit.isPending ? undefined : submit.mutate())}
      onCancel={onClose}
    >
      {waiting ? (
        <div className="lp-lect-form">
          <Alert type="success" content={status === 'approved' ? t('apply.approved') : t('apply.pending')} />
          {status === 'pending' && filed ? (
            <>
              <dl className="lp-lect-filed">
                <dt>{t('apply.name')}</dt>
                <dd>{filed.name}</dd>
                <dt>{t('apply.region')}</dt>
                <dd>{filed.region || '—'}</dd>
                <dt>{t('card.labels')}</dt>
                <dd>{filed.labels.join(', ') || '—'}</dd>
                <dt>{t('apply.introduction')}</dt>
                <dd className="lp-lect-intro">{filed.introduction}</dd>
              </dl>
              <button type="button" className="lp-lect-linkbtn" onClick={startEditing}>
                {t('apply.change')}
              </button>
            </>
          ) : null}
        </div>
      ) : (
        <form className="lp-lect-form" onSubmit={(event) => event.preventDefault()}>
          {missing.length > 0 ? (
            <Alert
              type="warning"
              content={
                <span>
                  {t('apply.needs')} {missing.map((m) => t(`apply.missing.${m}`)).join(t('apply.and'))}.{' '}
                  <Link to="/editor/personalData">{t('apply.toProfile')}</Link>
                </span>
              }
            />
          ) : null}
          <label htmlFor={`${ids}-name`}>{t('apply.name')}</label>
          <Input id={`${ids}-name`} value={name} onChange={setName} maxLength={LECTURER_LIMITS.nameChars} />
          <label htmlFor={`${ids}-gender`}>{t('apply.gender')}</label>
          <Select
            id={`${ids}-gender`}
            aria-label={t('apply.gender')}
            value={gender}
            onChange={(value: Gender) => setGender(value)}
            options={(['unknown', 'female', 'male'] as const).map((g) => ({ value: g, label: t(`gender.${g}`) }))}
          />
          <label htmlFor={`${ids}-region`}>{t('apply.region')}</label>
          <Input id={`${ids}-region`} value={region} onChange={setRegion} maxLength={LECTURER_LIMITS.regionChars} />
          <label htmlFor={`${ids}-intro`}>{t('apply.introduction')}</label>
          <Input.TextArea
            id={`${ids}-intro`}
            value={introduction}
            onChange={setIntroduction}
            maxLength={LECTURER_LIMITS.introductionChars}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
          <label htmlFor={`${ids}-labels`}>{t('apply.labels', { count: LECTURER_LIMITS.labels })}</label>
          <Input
            id={`${ids}-labels`}
            value={labelsText}
            onChange={setLabelsText}
            placeholder={t('apply.labelsHint')}
            aria-describedby={`${ids}-labels-note`}
          />
          <p id={`${ids}-labels-note`} className={labelProblem ? 'lp-lect-error' : 'lp-lect-muted'}>
            {labelProblem || t('apply.labelCount', { count: labels.length, max: LECTURER_LIMITS.labels })}
          </p>
          <p className="lp-lect-muted">{t('apply.review')}</p>
          {submit.error ? <Alert type="error" content={errorText(submit.error)} /> : null}
        </form>
      )}
    </Modal>
  );
}
