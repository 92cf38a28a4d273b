import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { StudyChapterSummary } from './course-study-area';

/** No chapter open yet: continue where the learner stopped, or begin with the first open chapter. */
export function StudyStartPanel({
  chapters,
  lastChapterId,
  onSelectChapter,
}: {
  chapters: StudyChapterSummary[];
  lastChapterId: number | null;
  onSelectChapter: (id: number) => void;
}) {
  const { t } = useTranslation('course-study');
  if (chapters.length === 0) return <p className="lp-study-empty">{t('area.noChapters')}</p>;
  const last = chapters.find((c) => c.id === lastChapterId && !c.locked);
  const target = last ?? chapters.find((c) => !c.completed && !c.locked) ?? chapters[0]!;
  return (
    <div className="lp-study-start">
      <p>{last ? t('area.continueHint', { title: target.title }) : t('area.startHint')}</p>
      <Button type="primary" size="large" onClick={() => onSelectChapter(target.id)}>
        {last ? t('area.continue') : t('area.start')}
      </Button>
    </div>
  );
}
