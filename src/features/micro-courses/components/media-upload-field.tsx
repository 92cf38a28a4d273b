import { Button, Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Progress/style/css.js';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MICRO_UPLOAD_ACCEPT,
  microUploadMaxBytes,
  type MicroUploadInfo,
  type MicroUploadKind,
} from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { formatFileSize } from '../../../lib/format';
import { useChunkedUpload } from '../hooks/use-chunked-upload';
import { checkFile } from '../upload-rules';

export interface MediaUploadFieldProps {
  kind: MicroUploadKind;
  value: MicroUploadInfo | null;
  onChange: (value: MicroUploadInfo | null) => void;
  /** Names the field for screen readers ("File of chapter 2"). */
  label: string;
}

/** A file of a chapter (or the cover): pick, upload in chunks with a progress bar, resume, replace. */
export function MediaUploadField({ kind, value, onChange, label }: MediaUploadFieldProps) {
  const { t } = useTranslation('micro-courses');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState('');
  const upload = useChunkedUpload(kind, (info) => onChange(info));
  const { state } = upload;
  const busy = state.phase === 'uploading';

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const found = checkFile(kind, file);
    if (found === 'tooLarge')
      return setProblem(t('upload.tooLarge', { max: formatFileSize(microUploadMaxBytes(kind)) }));
    if (found === 'wrongType') return setProblem(t('upload.wrongType'));
    if (found === 'empty') return setProblem(t('upload.empty'));
    setProblem('');
    upload.start(file);
  }

  return (
    <div className="lp-micro-upload">
      <input
        ref={input}
        className="lp-micro-hidden"
        type="file"
        accept={MICRO_UPLOAD_ACCEPT[kind]}
        aria-label={label}
        tabIndex={-1}
        onChange={chosen}
      />
      {busy ? null : (
        <div className="lp-micro-upload__row">
          {value ? (
            <span className="lp-micro-upload__file" title={value.fileName}>
              {value.fileName} <span className="lp-page-subtitle">{formatFileSize(value.totalBytes)}</span>
            </span>
          ) : (
            <span className="lp-page-subtitle">{t(`upload.hint.${kind}`)}</span>
          )}
          <Button
            size="small"
            type={value ? 'secondary' : 'outline'}
            onClick={() => input.current?.click()}
            aria-label={`${value ? t('upload.replace') : t('upload.choose')} — ${label}`}
          >
            {value ? t('upload.replace') : t('upload.choose')}
          </Button>
        </div>
      )}
      {busy ? (
        <div className="lp-micro-upload__progress">
          <div
            className="lp-micro-upload__bar"
            role="progressbar"
            aria-label={t('upload.progressLabel', { name: state.fileName })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
          >
            <Progress percent={state.percent} color="var(--lp-theme-color)" />
          </div>
          <Button size="mini" onClick={upload.cancel}>
            {t('upload.cancel')}
          </Button>
          <span className="lp-page-subtitle">
            {t('upload.progress', {
              name: state.fileName,
              sent: formatFileSize(state.sentBytes),
              total: formatFileSize(state.totalBytes),
            })}
          </span>
        </div>
      ) : null}
      {state.phase === 'failed' ? (
        <div className="lp-micro-upload__error" role="alert">
          <span>{t('upload.failed', { reason: errorText(state.error) })}</span>
          {state.canResume ? (
            <Button size="mini" type="primary" onClick={upload.resume}>
              {t('upload.resume')}
            </Button>
          ) : null}
          <Button size="mini" onClick={upload.dismiss}>
            {t('upload.dismiss')}
          </Button>
        </div>
      ) : null}
      {problem ? (
        <div className="lp-micro-upload__error" role="alert">
          {problem}
        </div>
      ) : null}
    </div>
  );
}
