import { Button, Input, Message, Modal, Radio, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MicroCategory, MicroCourseSetting } from '../../../../protocol';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { writeMicroCourse } from '../api/micro-courses-api';
import { formProblem, newChapterKey, toDraft, type MicroFormState } from '../form-state';
import { microKeys } from '../hooks/micro-keys';
import { mediaUrl } from '../../../lib/media-url';
import { ChapterListEditor } from './chapter-list-editor';
import { MediaUploadField } from './media-upload-field';

/** Sub-categories read "Parent / Child" so two of the same name stay apart. */
function categoryOptions(categories: MicroCategory[]) {
  const nameOf = new Map(categories.map((category) => [category.id, category.name]));
  return categories.map((category) => ({
    value: category.id,
    label:
      category.parentId !== null && nameOf.has(category.parentId)
        ? `${nameOf.get(category.parentId)} / ${category.name}`
        : category.name,
  }));
}

export interface MicroCourseFormProps {
  initial: MicroFormState;
  setting: MicroCourseSetting;
  categories: MicroCategory[];
  onSubmitted: () => void;
  onCancel: () => void;
}

/** Title, summary, category, visible range, cover and chapters; save as a draft or submit for review. */
export function MicroCourseForm({ initial, setting, categories, onSubmitted, onCancel }: MicroCourseFormProps) {
  const { t } = useTranslation('micro-courses');
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState('');
  const set = (patch: Partial<MicroFormState>) => setForm((current) => ({ ...current, ...patch }));
  const limits = { titleMax: setting.titleMax, chapterNameMax: setting.chapterNameMax };

  // One request at a time: a double click must not create two drafts or submit twice.
  const [pendingAction, setPendingAction] = useState<'save' | 'submit' | null>(null);
  const write = useGuardedSubmit(async (action: 'save' | 'submit') => {
    setPendingAction(action);
    try {
      const course = await writeMicroCourse(action, toDraft(form));
      void queryClient.invalidateQueries({ queryKey: microKeys.all });
      setProblem('');
      if (action === 'submit') {
        Message.success(t('form.submitted'));
        onSubmitted();
        return;
      }
      set({ id: course.id });
      Message.success(t('form.saved'));
    } finally {
      setPendingAction(null);
    }
  }, setProblem);

  function attempt(action: 'save' | 'submit') {
    const found = formProblem(form, limits, action === 'submit');
    if (found)
      return setProblem(
        t(`problem.${found}`, {
          titleMax: setting.titleMax,
          chapterNameMax: setting.chapterNameMax,
          count: found === 'titleTooLong' ? setting.titleMax : setting.chapterNameMax,
        }),
      );
    setProblem('');
    if (action === 'save') return void write.submit('save');
    Modal.confirm({
      title: t('form.confirmSubmitTitle'),
      content: t('form.confirmSubmit'),
      okText: t('form.submit'),
      cancelText: t('form.keepEditing'),
      onOk: () => write.submit('submit'),
    });
  }

  return (
    <form className="lp-micro-form" onSubmit={(event) => event.preventDefault()} aria-label={t('form.label')}>
      <div className="lp-micro-field">
        <label htmlFor="micro-title" className="lp-micro-label lp-micro-label--required">
          {t('form.title')}
        </label>
        <Input
          id="micro-title"
          value={form.title}
          onChange={(title) => set({ title })}
          placeholder={t('form.titlePlaceholder', { max: setting.titleMax, count: setting.titleMax })}
          maxLength={{ length: setting.titleMax, errorOnly: true }}
          showWordLimit
        />
      </div>
      <div className="lp-micro-field">
        <label htmlFor="micro-summary" className="lp-micro-label">
          {t('form.summary')}
        </label>
        <Input.TextArea
          id="micro-summary"
          value={form.summary}
          onChange={(summary) => set({ summary })}
          maxLength={setting.summaryMax}
          showWordLimit
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </div>
      <div className="lp-micro-field lp-micro-field--inline">
        <div>
          <span id="micro-category-label" className="lp-micro-label lp-micro-label--required">
            {t('form.category')}
          </span>
          <Select
            aria-label={t('form.category')}
            className="lp-micro-category"
            placeholder={t('form.categoryPlaceholder')}
            value={form.categoryId ?? undefined}
            onChange={(categoryId: number) => set({ categoryId })}
            options={categoryOptions(categories)}
          />
        </div>
        <div>
          <span id="micro-range-label" className="lp-micro-label">
            {t('form.visibleRange')}
          </span>
          <Radio.Group
            aria-labelledby="micro-range-label"
            type="button"
            value={form.visibleRange}
            onChange={(visibleRange: 'all' | 'self') => set({ visibleRange })}
          >
            <Radio value="all">{t('range.all')}</Radio>
            <Radio value="self">{t('range.self')}</Radio>
          </Radio.Group>
        </div>
      </div>
      <div className="lp-micro-field">
        <span className="lp-micro-label">{t('form.cover')}</span>
        <div className="lp-micro-cover">
          {form.cover?.url ? (
            <img src={mediaUrl(form.cover.url)} alt={t('form.coverAlt')} />
          ) : (
            <div className="lp-micro-cover__empty" aria-hidden="true">
              {t('form.noCover')}
            </div>
          )}
          <MediaUploadField
            kind="image"
            value={form.cover}
            onChange={(cover) => set({ cover })}
            label={t('form.cover')}
          />
        </div>
      </div>
      <div className="lp-micro-field">
        <span className="lp-micro-label lp-micro-label--required">{t('form.chapters')}</span>
        <p className="lp-page-subtitle">
          {t('form.chaptersHint', { max: setting.chapterNameMax, count: setting.chapterNameMax })}
        </p>
        <ChapterListEditor
          chapters={form.chapters}
          onChange={(chapters) => set({ chapters })}
          nameMax={setting.chapterNameMax}
          chaptersMax={setting.chaptersMax}
          newKey={newChapterKey}
        />
      </div>
      {problem ? (
        <div className="lp-micro-problem" role="alert">
          {problem}
        </div>
      ) : null}
      <div className="lp-micro-actions">
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button loading={pendingAction === 'save'} disabled={write.submitting} onClick={() => attempt('save')}>
          {t('form.saveDraft')}
        </Button>
        <Button
          type="primary"
          loading={pendingAction === 'submit'}
          disabled={write.submitting}
          onClick={() => attempt('submit')}
        >
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
