import { Button, Message, Progress } from '@arco-design/web-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, PROFILE_LIMITS, type ProfileImageKind, type UserInfo } from '../../../../protocol';
import { isApiError } from '../../../lib/api-client';
import { uploadProfileImage } from '../api/profile-api';
import { mediaUrl } from '../../../lib/media-url';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export interface ImageUploadFieldProps {
  kind: ProfileImageKind;
  url: string;
  /** Initial shown when there is no picture yet. */
  fallback: string;
  onUploaded: (url: string, user: UserInfo | null) => void;
}

function problemKey(error: unknown): string {
  if (isApiError(error) && error.code === ErrorCode.UPLOAD_TOO_LARGE) return 'image.tooLarge';
  if (isApiError(error) && error.code === ErrorCode.UPLOAD_TYPE_NOT_ALLOWED) return 'image.wrongType';
  return 'image.failed';
}

/**
 * A picture of the profile with its upload button. Size and type are checked before sending
 * (the server checks again, by the bytes); a progress bar shows while the file travels.
 */
export function ImageUploadField({ kind, url, fallback, onUploaded }: ImageUploadFieldProps) {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const avatar = kind === 'avatar';
  const label = t(avatar ? 'fields.image' : 'fields.two_inch_photo');
  const action = url
    ? t(avatar ? 'image.replaceAvatar' : 'image.replacePhoto')
    : t(avatar ? 'image.uploadAvatar' : 'image.uploadPhoto');

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setProblem('');
    if (file.size > PROFILE_LIMITS.imageBytes) return setProblem(t('image.tooLarge'));
    if (file.type && !ACCEPT.split(',').includes(file.type)) return setProblem(t('image.wrongType'));
    setProgress(0);
    try {
      const result = await uploadProfileImage(kind, file, (fraction) => setProgress(Math.round(fraction * 100)));
      onUploaded(result.url, result.user);
      Message.success(t('image.uploaded'));
    } catch (error) {
      if (!(isApiError(error) && error.handled)) setProblem(t(problemKey(error)));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className={`lp-image-field ${avatar ? '' : 'lp-image-field-photo'}`}>
      {url ? (
        <img
          className="lp-image-field-preview"
          src={mediaUrl(url)}
          alt={t(avatar ? 'image.avatarAlt' : 'image.photoAlt')}
        />
      ) : (
        <div className="lp-image-field-preview" aria-hidden="true">
          {avatar ? fallback : label}
        </div>
      )}
      <div className="lp-image-field-body">
        <span className="lp-image-field-label">{label}</span>
        <input
          ref={input}
          id={inputId}
          className="lp-visually-hidden"
          type="file"
          accept={ACCEPT}
          aria-label={action}
          tabIndex={-1}
          onChange={(event) => void chosen(event)}
        />
        <Button
          size="small"
          loading={progress !== null}
          disabled={progress !== null}
          onClick={() => input.current?.click()}
        >
          {progress !== null ? t('image.uploading') : action}
        </Button>
        {progress !== null ? (
          <div
            role="progressbar"
            aria-label={t('image.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <Progress percent={progress} size="small" />
          </div>
        ) : (
          <span className="lp-image-field-hint">{t('image.hint')}</span>
        )}
        {problem ? (
          <span className="lp-image-field-error" role="alert">
            {problem}
          </span>
        ) : null}
      </div>
    </div>
  );
}
