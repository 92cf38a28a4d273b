import { Button, Input, Message, Modal } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOMEWORK_LIMITS, HOMEWORK_UPLOAD_ACCEPT, type HomeworkDetail } from '../../../../protocol';
import { LabelledProgress } from '../../../components/labelled-progress';
import { LoadState } from '../../../components/load-state';
import { formatDate } from '../../../lib/date-format';
import { errorText } from '../../../lib/error-text';
import { attachFile, detachFile, getHomework, submitHomework } from '../api/homework-api';
import { homeworkKeys } from '../api/query-keys';
import { formatBytes, formatScore, HomeworkStateTag } from '../components/state-tag';
import { kindOfFile, useHomeworkUpload } from '../hooks/use-homework-upload';
import '../homework.css';

export interface HomeworkPageProps {
  id: number;
  onBack: () => void;
  onOpenFile: (url: string) => void;
}

const ACCEPT = Object.values(HOMEWORK_UPLOAD_ACCEPT).join(',');

/** /task/homework/{id}: the requirement, the learner's attachments, hand-in, and the result. */
export function HomeworkPage({ id, onBack, onOpenFile }: HomeworkPageProps) {
  const { t } = useTranslation('homework');
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: homeworkKeys.detail(id), queryFn: () => getHomework(id), enabled: id > 0 });
  const [note, setNote] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const store = (data: HomeworkDetail) => {
    queryClient.setQueryData(homeworkKeys.detail(id), data);
    void queryClient.invalidateQueries({ queryKey: ['homework', 'mine'] });
  };
  const attach = useMutation({
    mutationFn: (uploadId: number) => attachFile(id, uploadId),
    onSuccess: store,
    onError: (error) => Message.error(errorText(error)),
  });
  const upload = useHomeworkUpload(id, (info) => attach.mutate(info.uploadId));
  const detach = useMutation({
    mutationFn: (uploadId: number) => detachFile(id, uploadId),
    onSuccess: store,
    onError: (error) => Message.error(errorText(error)),
  });
  const submit = useMutation({
    mutationFn: () => submitHomework(id, note ?? detail.data?.note ?? ''),
    onSuccess: (data) => {
      store(data);
      Message.success(t('page.submitted'));
    },
    onError: (error) => Message.error(errorText(error)),
  });

  if (id <= 0) return <LoadState kind="empty" emptyText={t('page.notFound')} />;
  if (detail.isPending) return <LoadState kind="loading" />;
  if (detail.isError)
    return (
      <LoadState
        kind="error"
        error={detail.error}
        onRetry={() => void detail.refetch()}
        notFoundText={t('page.notFound')}
      />
    );
  const hw = detail.data;
  const graded = hw.state === 'passed' || hw.state === 'failed' || hw.state === 'excellent';
  const confirmSubmit = () =>
    Modal.confirm({
      title: t('page.confirmTitle'),
      content: t('page.confirmText', { count: hw.fileCount }),
      okText: t('page.submit'),
      cancelText: t('common.cancel'),
      onOk: () => submit.mutateAsync(),
    });

  return (
    <div className="lp-homework">
      <div className="lp-homework__head">
        <Button type="text" onClick={onBack}>
          {t('page.back')}
        </Button>
        <h1 className="lp-homework__title">{hw.title}</h1>
        <HomeworkStateTag state={hw.state} />
      </div>
      <dl className="lp-homework__facts">
        <div>
          <dt>{t('fields.deadline')}</dt>
          <dd>{formatDate(hw.deadlineAt)}</dd>
        </div>
        <div>
          <dt>{t('fields.passScore')}</dt>
          <dd>
            {formatScore(hw.passScore)} / {formatScore(hw.fullScore)}
          </dd>
        </div>
        <div>
          <dt>{t('fields.score')}</dt>
          <dd className={graded ? `lp-homework__score lp-homework__score--${hw.state}` : ''}>
            {hw.score === null ? t('fields.noScore') : formatScore(hw.score)}
          </dd>
        </div>
      </dl>
      {hw.overdue ? (
        <p className="lp-homework__warn" role="alert">
          {t('page.overdue')}
        </p>
      ) : null}
      <section className="lp-homework__card" aria-labelledby="hw-requirement">
        <h2 id="hw-requirement">{t('page.requirement')}</h2>
        <p className="lp-homework__text">{hw.requirement || t('page.noRequirement')}</p>
      </section>
      {hw.comment ? (
        <section className="lp-homework__card" aria-labelledby="hw-comment">
          <h2 id="hw-comment">{hw.state === 'withdrawn' ? t('page.withdrawnReason') : t('page.comment')}</h2>
          <p className="lp-homework__text">{hw.comment}</p>
        </section>
      ) : null}
      <section className="lp-homework__card" aria-labelledby="hw-files">
        <h2 id="hw-files">{t('page.attachments', { count: hw.fileCount })}</h2>
        {hw.files.length === 0 ? <p className="lp-homework__muted">{t('page.noFiles')}</p> : null}
        <ul className="lp-homework__files">
          {hw.files.map((file) => (
            <li key={file.uploadId} className="lp-homework__file">
              <span className="lp-homework__file-name">{file.fileName}</span>
              <span className="lp-homework__muted">{formatBytes(file.totalBytes)}</span>
              {file.url ? (
                <Button size="small" type="text" onClick={() => onOpenFile(file.url)}>
                  {t('page.open')}
                </Button>
              ) : null}
              {hw.editable ? (
                <Button
                  size="small"
                  type="text"
                  status="danger"
                  loading={detach.isPending && detach.variables === file.uploadId}
                  aria-label={t('page.removeNamed', { name: file.fileName })}
                  onClick={() => detach.mutate(file.uploadId)}
                >
                  {t('page.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {hw.editable ? (
          <div className="lp-homework__upload">
            <input
              ref={picker}
              type="file"
              accept={ACCEPT}
              className="lp-homework__picker"
              aria-label={t('page.chooseFile')}
              data-testid="homework-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload.start(file, kindOfFile(file.name));
              }}
            />
            <Button
              disabled={upload.state.phase === 'uploading' || hw.fileCount >= HOMEWORK_LIMITS.filesMax}
              onClick={() => picker.current?.click()}
            >
              {t('page.addFile')}
            </Button>
            <p className="lp-homework__muted">{t('page.limits')}</p>
            {upload.state.phase !== 'idle' ? (
              <div className="lp-homework__progress">
                <span>{upload.state.fileName}</span>
                <LabelledProgress
                  label={t('page.uploading', { name: upload.state.fileName })}
                  percent={upload.state.percent}
                  status={upload.state.phase === 'failed' ? 'error' : 'normal'}
                />
                {upload.state.phase === 'failed' ? (
                  <div role="alert" className="lp-homework__warn">
                    {errorText(upload.state.error)}
                    {upload.state.canResume ? (
                      <Button size="small" onClick={upload.resume}>
                        {t('page.resume')}
                      </Button>
                    ) : null}
                  </div>
                ) : (
                  <Button size="small" type="text" onClick={upload.cancel}>
                    {t('common.cancel')}
                  </Button>
                )}
              </div>
            ) : null}
          </div>
        ) : null}
      </section>
      <section className="lp-homework__card" aria-labelledby="hw-note">
        <h2 id="hw-note">{t('page.note')}</h2>
        {hw.editable ? (
          <Input.TextArea
            aria-labelledby="hw-note"
            value={note ?? hw.note}
            onChange={setNote}
            maxLength={HOMEWORK_LIMITS.noteMax}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('page.notePlaceholder')}
          />
        ) : (
          <p className="lp-homework__text">{hw.note || t('page.noNote')}</p>
        )}
      </section>
      {hw.editable ? (
        <div className="lp-homework__actions">
          <Button
            type="primary"
            size="large"
            loading={submit.isPending}
            disabled={upload.state.phase === 'uploading'}
            onClick={() => (hw.fileCount === 0 ? Message.warning(t('page.needFile')) : confirmSubmit())}
          >
            {t('page.submit')}
          </Button>
        </div>
      ) : hw.submittedAt !== null ? (
        <p className="lp-homework__muted">{t('page.submittedAt', { time: formatDate(hw.submittedAt) })}</p>
      ) : null}
    </div>
  );
}
