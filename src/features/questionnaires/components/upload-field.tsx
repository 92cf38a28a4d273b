import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_LIMITS } from '../../../../protocol/questionnaire-rules';
import { errorText } from '../../../lib/error-text';
import { mediaUrl } from '../../../lib/media-url';
import { uploadImage } from '../api/questionnaires-api';
import type { ImageFieldProps } from './field-types';

/** Up to 3 images of 5 MB each (spec 001 §5, §9); checked here first, and by the server on the bytes. */
export function UploadField(props: ImageFieldProps) {
  const { t } = useTranslation('questionnaires');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const ids = Array.isArray(props.value) ? (props.value as number[]) : [];
  const limit = Math.min(props.question.maxImages, QUESTIONNAIRE_LIMITS.imagesMax);
  const left = limit - ids.length;

  async function add(files: FileList | null) {
    setError('');
    const chosen = [...(files ?? [])].slice(0, left);
    let next = ids;
    for (const file of chosen) {
      if (!file.type.startsWith('image/')) {
        setError(t('answer.imageNotImage', { name: file.name }));
        continue;
      }
      if (file.size > QUESTIONNAIRE_LIMITS.imageBytes) {
        setError(t('answer.imageTooLarge', { name: file.name }));
        continue;
      }
      try {
        setProgress(0);
        const uploaded = await uploadImage(props.questionnaireId, file, setProgress);
        props.onImage(uploaded.uploadId, uploaded.url);
        next = [...next, uploaded.uploadId];
        props.onChange(next);
      } catch (failure) {
        setError(errorText(failure));
      } finally {
        setProgress(null);
      }
    }
    if (input.current) input.current.value = '';
  }

  const remove = (id: number) => {
    const rest = ids.filter((x) => x !== id);
    props.onChange(rest.length ? rest : undefined);
  };

  return (
    <div role="group" aria-labelledby={props.labelId} aria-describedby={props.errorId} className="lp-q-upload">
      <ul className="lp-q-images">
        {ids.map((id, i) => (
          <li key={id}>
            <img src={mediaUrl(props.images[String(id)] ?? '')} alt={t('answer.imageAlt', { n: i + 1 })} />
            <button
              type="button"
              className="lp-q-icon-button lp-q-remove"
              aria-label={t('answer.removeImage', { n: i + 1 })}
              onClick={() => remove(id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {left > 0 && (
        <>
          <label className="lp-q-button lp-q-file">
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              multiple
              disabled={progress !== null}
              onChange={(e) => void add(e.target.files)}
            />
            <span>+ {t('answer.addImage')}</span>
          </label>
          <p className="lp-q-hint">{t('answer.imagesLeft', { count: left })}</p>
        </>
      )}
      {progress !== null && (
        <progress
          max={1}
          value={progress}
          aria-label={t('answer.uploading', { percent: Math.round(progress * 100) })}
        />
      )}
      {error && (
        <p className="lp-q-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
