import { Button, Message, Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import { IconClose, IconImage } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_SOCIAL_LIMITS } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { uploadNoteImage } from '../api/social-api';

export interface NoteImagesProps {
  images: string[];
  editable: boolean;
  onChange: (images: string[]) => void;
}

/** A note's pictures: thumbnails, and while editing an "add picture" button (5 MB each, 9 at most). */
export function NoteImages({ images, editable, onChange }: NoteImagesProps) {
  const { t } = useTranslation('course-social');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void Message.error(t('notes.imageType'));
    if (file.size > COURSE_SOCIAL_LIMITS.imageBytes) return void Message.error(t('notes.imageTooBig'));
    setProgress(0);
    try {
      const url = await uploadNoteImage(file, setProgress);
      onChange([...images, url]);
    } catch (error) {
      Message.error(errorText(error));
    } finally {
      setProgress(null);
    }
  }

  if (!editable && images.length === 0) return null;
  return (
    <div className="lp-social-images">
      {images.map((url) => (
        <figure key={url} className="lp-social-thumb">
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={t('notes.image')} />
          </a>
          {editable ? (
            <button
              type="button"
              className="lp-social-thumb__remove"
              aria-label={t('notes.removeImage')}
              onClick={() => onChange(images.filter((u) => u !== url))}
            >
              <IconClose />
            </button>
          ) : null}
        </figure>
      ))}
      {editable && images.length < COURSE_SOCIAL_LIMITS.noteImages ? (
        <>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            hidden
            onChange={(e) => void pick(e.target.files?.[0]).finally(() => (e.target.value = ''))}
          />
          {progress !== null ? (
            <Progress type="circle" size="small" percent={Math.round(progress * 100)} />
          ) : (
            <Button icon={<IconImage />} onClick={() => input.current?.click()}>
              {t('notes.addImage')}
            </Button>
          )}
        </>
      ) : null}
    </div>
  );
}
