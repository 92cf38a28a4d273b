import { Button, Input, Popconfirm, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import { MICRO_CHAPTER_KINDS, type MicroChapterKind, type MicroUploadInfo } from '../../../../protocol';
import { MediaUploadField } from './media-upload-field';

export interface ChapterFormValue {
  /** Stable React key of the row (chapters have no id until published). */
  key: string;
  title: string;
  kind: MicroChapterKind;
  upload: MicroUploadInfo | null;
}

export interface ChapterListEditorProps {
  chapters: ChapterFormValue[];
  onChange: (chapters: ChapterFormValue[]) => void;
  nameMax: number;
  chaptersMax: number;
  newKey: () => string;
}

/** The chapters of a micro-course: name (limit set by the enterprise), kind, file; add, remove, reorder. */
export function ChapterListEditor({ chapters, onChange, nameMax, chaptersMax, newKey }: ChapterListEditorProps) {
  const { t } = useTranslation('micro-courses');
  const update = (index: number, patch: Partial<ChapterFormValue>) =>
    onChange(chapters.map((chapter, i) => (i === index ? { ...chapter, ...patch } : chapter)));
  const remove = (index: number) => onChange(chapters.filter((_, i) => i !== index));
  const move = (index: number, delta: number) => {
    const next = [...chapters];
    const [moved] = next.splice(index, 1);
    next.splice(index + delta, 0, moved!);
    onChange(next);
  };

  return (
    <div className="lp-micro-chapters">
      <ol className="lp-micro-chapters__list">
        {chapters.map((chapter, index) => {
          const number = index + 1;
          const tooLong = [...chapter.title].length > nameMax;
          return (
            <li key={chapter.key} className="lp-micro-chapter">
              <div className="lp-micro-chapter__head">
                <span className="lp-micro-chapter__no">{t('form.chapterNo', { number })}</span>
                <Input
                  className="lp-micro-chapter__title"
                  value={chapter.title}
                  onChange={(title) => update(index, { title })}
                  placeholder={t('form.chapterTitlePlaceholder')}
                  aria-label={t('form.chapterTitle', { number })}
                  maxLength={{ length: nameMax, errorOnly: true }}
                  showWordLimit
                  status={tooLong ? 'error' : undefined}
                />
                <Select
                  className="lp-micro-chapter__kind"
                  value={chapter.kind}
                  aria-label={t('form.chapterKind', { number })}
                  // A file of another kind cannot stay: the server checks kinds too.
                  onChange={(kind: MicroChapterKind) =>
                    update(index, { kind, upload: kind === chapter.kind ? chapter.upload : null })
                  }
                  options={MICRO_CHAPTER_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
                />
                <Button
                  size="small"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('form.moveUp', { number })}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  disabled={index === chapters.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('form.moveDown', { number })}
                >
                  ↓
                </Button>
                {chapter.upload ? (
                  // A chapter with an uploaded file is work to lose: ask first.
                  <Popconfirm
                    title={t('form.removeConfirm', { number })}
                    okText={t('form.remove')}
                    cancelText={t('form.keep')}
                    onOk={() => remove(index)}
                  >
                    <Button size="small" status="danger" aria-label={t('form.removeChapter', { number })}>
                      {t('form.remove')}
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    size="small"
                    status="danger"
                    onClick={() => remove(index)}
                    aria-label={t('form.removeChapter', { number })}
                  >
                    {t('form.remove')}
                  </Button>
                )}
              </div>
              {tooLong ? (
                <div className="lp-micro-upload__error">
                  {t('form.chapterTooLong', { max: nameMax, count: nameMax })}
                </div>
              ) : null}
              <MediaUploadField
                kind={chapter.kind}
                value={chapter.upload}
                onChange={(upload) => update(index, { upload })}
                label={t('form.chapterFile', { number })}
              />
            </li>
          );
        })}
      </ol>
      <Button
        type="dashed"
        long
        disabled={chapters.length >= chaptersMax}
        onClick={() => onChange([...chapters, { key: newKey(), title: '', kind: 'video', upload: null }])}
      >
        {t('form.addChapter')}
      </Button>
    </div>
  );
}
