import { Button, Input, Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_LIMITS, type AttachmentRef } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { formatFileSize } from '../../../lib/format';
import type { AnswerAttachment } from '../answer-store';

/** What the server accepts (checked again by bytes there): images, PDF and office files. */
export const ATTACHMENT_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx';

export interface EssayQuestionProps {
  values: readonly string[];
  attachments: readonly AnswerAttachment[];
  onChange: (values: string[], attachments?: AnswerAttachment[]) => void;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<AttachmentRef>;
  /** The file picker takes focus from the page: not a screen switch. */
  onPicking: () => void;
  labelledBy: string;
  disabled?: boolean;
}

/** Essay: free text and up to five attachments of 5 MB each, uploaded with a progress bar. */
export function EssayQuestion({
  values,
  attachments,
  onChange,
  upload,
  onPicking,
  labelledBy,
  disabled,
}: EssayQuestionProps) {
  const { t } = useTranslation('exams');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState('');
  const full = attachments.length >= ANSWER_LIMITS.attachments;

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > ANSWER_LIMITS.attachmentBytes)
      return setProblem(t('essay.tooLarge', { max: formatFileSize(ANSWER_LIMITS.attachmentBytes) }));
    if (file.size === 0) return setProblem(t('essay.empty'));
    setProblem('');
    setProgress({ name: file.name, percent: 0 });
    try {
      const ref = await upload(file, (fraction) =>
        setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
      );
      onChange([...values], [...attachments, { id: ref.id, name: ref.name, url: ref.url }]);
    } catch (error) {
      setProblem(t('essay.uploadFailed', { reason: errorText(error) }));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="lp-exam-essay">
      <Input.TextArea
        value={values[0] ?? ''}
        maxLength={ANSWER_LIMITS.valueLength}
        showWordLimit
        autoSize={{ minRows: 8, maxRows: 20 }}
        disabled={disabled}
        placeholder={t('essay.placeholder')}
        aria-labelledby={labelledBy}
        onChange={(text) => onChange([text])}
      />
      <div className="lp-exam-essay__files">
        <input
          ref={input}
          className="lp-exam-hidden"
          type="file"
          accept={ATTACHMENT_ACCEPT}
          aria-label={t('essay.attach')}
          tabIndex={-1}
          onChange={(event) => void chosen(event)}
        />
        <Button
          size="small"
          disabled={disabled || full || progress !== null}
          onClick={() => {
            onPicking();
            input.current?.click();
          }}
        >
          {t('essay.attach')}
        </Button>
        <span className="lp-exam-muted">
          {t('essay.rules', { count: ANSWER_LIMITS.attachments, max: formatFileSize(ANSWER_LIMITS.attachmentBytes) })}
        </span>
      </div>
      {progress ? (
        <div
          className="lp-exam-essay__progress"
          role="progressbar"
          aria-label={t('essay.uploading', { name: progress.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
        >
          <span>{t('essay.uploading', { name: progress.name })}</span>
          <Progress percent={progress.percent} color="var(--lp-theme-color)" />
        </div>
      ) : null}
      {problem ? (
        <p className="lp-exam-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {attachments.length > 0 ? (
        <ul className="lp-exam-essay__list" aria-label={t('essay.attachments')}>
          {attachments.map((file) => (
            <li key={file.id}>
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.name}
              </a>
              <Button
                size="mini"
                type="text"
                status="danger"
                disabled={disabled}
                aria-label={t('essay.removeNamed', { name: file.name })}
                onClick={() =>
                  onChange(
                    [...values],
                    attachments.filter((a) => a.id !== file.id),
                  )
                }
              >
                {t('essay.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
