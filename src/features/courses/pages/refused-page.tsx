import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StatusPanel } from '../../../components/status-panel';
import '../courses.css';
import '../courses-mobile.css';

/**
 * /refused/:id/:name — the study area sends the learner here when the course is already open in
 * another window (multi-window learning refused, spec 001 §8).
 */
export function RefusedPage({ courseId, courseName }: { courseId: string; courseName: string }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const validId = /^\d+$/.test(courseId);
  return (
    <StatusPanel
      tone="warning"
      role="alert"
      title={t('refused.title')}
      description={
        <>
          <p>{courseName ? t('refused.textNamed', { name: courseName }) : t('refused.text')}</p>
          <p>{t('refused.hint')}</p>
        </>
      }
      actions={
        <>
          {validId ? (
            <Button type="primary" onClick={() => navigate(`/course/${courseId}`)}>
              {t('refused.backToCourse')}
            </Button>
          ) : null}
          <Button onClick={() => navigate('/course')}>{t('refused.backToLibrary')}</Button>
        </>
      }
    />
  );
}
