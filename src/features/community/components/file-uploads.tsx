import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMMUNITY_LIMITS,
  MICRO_UPLOAD_ACCEPT,
  microUploadMaxBytes,
  type MicroUploadKind,
  type PostMedia,
} from '../../../../protocol';
import { LabelledProgress } from '../../../components/labelled-progress';
import { uploadInChunks } from '../../../lib/chunked-upload';
import { errorText } from '../../../lib/error-text';
import { uploadTransport } from '../api/community-api';

/** One file of the post: uploading (with its progress), failed, or done (an upload id). */
export interface UploadItem {
  key: string;
  kind: 'image' | 'video' | 'audio';
  fileName: string;
  progress: number;
  uploadId: number | null;
  url: string;
  error: string;
  /** Kept to resume an interrupted upload from where the server got to. */
  file?: File;
  startedId?: number;
}

export const itemsFromMedia = (media: PostMedia[]): UploadItem[] =>
  media.map((m) => ({
    key: `m${m.uploadId}`,
    kind: m.kind,
    fileName: m.fileName,
    progress: 1,
    uploadId: m.uploadId,
    url: m.url,
    error: '',
  }));

const kindOf = (file: File): UploadItem['kind'] | null =>
  file.type.startsWith('image/')
    ? 'image'
    : file.type.startsWith('video/')
      ? 'video'
      : file.type.startsWith('audio/')
        ? 'audio'
        : null;

export interface FileUploadsProps {
  items: UploadItem[];
  onChange: (update: (items: UploadItem[]) => UploadItem[]) => void;
}

/**
 * Spec 001 §5/§9: up to 9 images (each under 5 MB) and one video or audio up to 1.5 GB, sent in
 * resumable chunks through the platform's upload with a real progress bar per file. The server
 * checks sizes and types on the bytes again.
 */
export function FileUploads({ items, onChange }: FileUploadsProps) {
  const { t } = useTranslation('community');
  const imageInput = useRef<HTMLInputElement>(null);
  const mediaInput = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState('');
  const images = items.filter((i) => i.kind === 'image');
  const media = items.filter((i) => i.kind !== 'image');

  const patch = (key: string, change: Partial<UploadItem>) =>
    onChange((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const start = (item: UploadItem, file: File, resumeId?: number) => {
    patch(item.key, { error: '' });
    uploadInChunks({
      transport: uploadTransport,
      kind: item.kind as MicroUploadKind,
      file,
      ...(resumeId !== undefined ? { resumeId } : {}),
      onStarted: (id) => patch(item.key, { startedId: id }),
      onProgress: (fraction) => patch(item.key, { progress: fraction }),
    })
      .then((info) => patch(item.key, { uploadId: info.uploadId, url: info.url, progress: 1 }))
      .catch((error: unknown) => patch(item.key, { error: errorText(error) }));
  };

  const add = (files: FileList | null) => {
    setNotice('');
    const added: UploadItem[] = [];
    let imageCount = images.length;
    let mediaCount = media.length;
    for (const file of Array.from(files ?? [])) {
      const kind = kindOf(file);
      if (!kind) {
        setNotice(t('files.wrongType', { name: file.name }));
        continue;
      }
      if (kind === 'image' ? imageCount >= COMMUNITY_LIMITS.images : mediaCount >= COMMUNITY_LIMITS.media) {
        setNotice(kind === 'image' ? t('files.tooManyImages', { max: COMMUNITY_LIMITS.images }) : t('files.oneMedia'));
        continue;
      }
      if (file.size > microUploadMaxBytes(kind)) {
        setNotice(t(kind === 'image' ? 'files.imageTooLarge' : 'files.mediaTooLarge', { name: file.name }));
        continue;
      }
      if (kind === 'image') imageCount += 1;
      else mediaCount += 1;
      added.push({
        key: `f${Date.now()}${Math.random()}`,
        kind,
        fileName: file.name,
        progress: 0,
        uploadId: null,
        url: '',
        error: '',
        file,
      });
    }
    onChange((list) => [...list, ...added]);
    for (const item of added) start(item, item.file!);
  };

  return (
    <div className="lp-community-files">
      <div className="lp-community-files__buttons">
        <button
          type="button"
          className="lp-community-button"
          onClick={() => imageInput.current?.click()}
          disabled={images.length >= COMMUNITY_LIMITS.images}
        >
          {t('files.addImages', { count: images.length, max: COMMUNITY_LIMITS.images })}
        </button>
        <button
          type="button"
          className="lp-community-button"
          onClick={() => mediaInput.current?.click()}
          disabled={media.length >= COMMUNITY_LIMITS.media}
        >
          {t('files.addMedia')}
        </button>
        <input
          ref={imageInput}
          type="file"
          multiple
          hidden
          accept={MICRO_UPLOAD_ACCEPT.image}
          aria-label={t('files.addImagesLabel')}
          data-testid="community-image-input"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
        <input
          ref={mediaInput}
          type="file"
          hidden
          accept={`${MICRO_UPLOAD_ACCEPT.video},${MICRO_UPLOAD_ACCEPT.audio}`}
          aria-label={t('files.addMedia')}
          data-testid="community-media-input"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <p className="lp-community-hint">{t('files.rules')}</p>
      {notice && (
        <p className="lp-community-error" role="alert" data-testid="community-file-notice">
          {notice}
        </p>
      )}
      {items.length > 0 && (
        <ul className="lp-community-files__list" aria-label={t('files.list')}>
          {items.map((item) => (
            <li key={item.key} className="lp-community-file" data-testid="community-file">
              {item.kind === 'image' && item.url ? (
                <img src={item.url} alt={item.fileName} className="lp-community-file__thumb" />
              ) : (
                <span className="lp-community-file__icon" aria-hidden="true">
                  {item.kind === 'image' ? '🖼' : item.kind === 'video' ? '🎬' : '🎵'}
                </span>
              )}
              <span className="lp-community-file__name">{item.fileName}</span>
              <LabelledProgress
                label={t('files.progress', { name: item.fileName })}
                percent={Math.round(item.progress * 100)}
                size="small"
                status={item.error ? 'error' : item.uploadId ? 'success' : 'normal'}
              />
              {item.error && (
                <>
                  <span className="lp-community-error" role="alert">
                    {item.error}
                  </span>
                  {item.file && (
                    <button
                      type="button"
                      className="lp-community-link"
                      onClick={() => start(item, item.file!, item.startedId)}
                    >
                      {t('files.resume')}
                    </button>
                  )}
                </>
              )}
              <button
                type="button"
                className="lp-community-link"
                aria-label={t('files.remove', { name: item.fileName })}
                onClick={() => onChange((list) => list.filter((i) => i.key !== item.key))}
              >
                {t('files.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
