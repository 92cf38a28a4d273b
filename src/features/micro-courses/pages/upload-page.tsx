import { Button } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MICRO_COURSE_EDITABLE_STATES, type MicroCourseSetting } from '../../../../protocol';
import { formatFileSize } from '../../../lib/format';
import { getMicroCategories, getMicroCourse, getMicroSetting } from '../api/micro-courses-api';
import { LoadState } from '../../../components/load-state';
import { MicroCourseForm } from '../components/micro-course-form';
import { StateTag } from '../components/state-tag';
import { initialFormState } from '../form-state';
import { microKeys } from '../hooks/micro-keys';
import '../../../components/page-kit.css';
import '../micro-courses.css';
import '../micro-courses-mobile.css';

export interface UploadPageProps {
  /** Edit this draft (or rejected / failed micro-course); null for a new one. */
  editId: number | null;
  onSubmitted: () => void;
  onBack: () => void;
}

function Rules({ setting }: { setting: MicroCourseSetting }) {
  const { t } = useTranslation('micro-courses');
  return (
    <aside className="lp-micro-rules" aria-labelledby="micro-rules-title">
      <h2 id="micro-rules-title">{t('rules.title')}</h2>
      <ul>
        <li>{t('rules.title60', { max: setting.titleMax, count: setting.titleMax })}</li>
        <li>{t('rules.chapterName', { max: setting.chapterNameMax, count: setting.chapterNameMax })}</li>
        <li>{t('rules.image', { size: formatFileSize(setting.imageBytes) })}</li>
        <li>{t('rules.media', { size: formatFileSize(setting.mediaBytes) })}</li>
        <li>{t('rules.course', { size: formatFileSize(setting.courseBytes) })}</li>
        <li>{t('rules.types')}</li>
      </ul>
      <h2>{t('rules.flowTitle')}</h2>
      <ol>
        <li>{t('rules.flow1')}</li>
        <li>{t('rules.flow2')}</li>
        <li>{t('rules.flow3')}</li>
      </ol>
    </aside>
  );
}

/** /upLoadCourse: write a micro-course, upload its files in chunks and submit it for review. */
export function UploadPage({ editId, onSubmitted, onBack }: UploadPageProps) {
  const { t } = useTranslation('micro-courses');
  const setting = useQuery({ queryKey: microKeys.setting(), queryFn: getMicroSetting });
  const categories = useQuery({ queryKey: microKeys.categories(), queryFn: getMicroCategories });
  const detail = useQuery({
    queryKey: microKeys.detail(editId ?? 0),
    queryFn: () => getMicroCourse(editId!),
    enabled: editId !== null,
    gcTime: 0,
  });
  const failed = [setting, categories, ...(editId !== null ? [detail] : [])].find((query) => query.isError);
  const heading = (
    <h1 className="lp-page-title lp-micro-title">{editId !== null ? t('upload.editTitle') : t('upload.pageTitle')}</h1>
  );

  let body;
  if (failed) body = <LoadState kind="error" error={failed.error} onRetry={() => void failed.refetch()} />;
  else if (!setting.data || !categories.data || (editId !== null && !detail.data)) body = <LoadState kind="loading" />;
  else if (detail.data && !MICRO_COURSE_EDITABLE_STATES.includes(detail.data.state)) {
    body = (
      <div className="lp-micro-state" role="status">
        <p>
          {t('upload.notEditable')} <StateTag state={detail.data.state} />
        </p>
        <Button type="primary" onClick={onBack}>
          {t('upload.backToMine')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="lp-micro-upload-layout">
        <div className="lp-micro-main">
          {detail.data?.state === 'rejected' ? (
            <div className="lp-micro-problem" role="note">
              {t('upload.rejectedBecause', { reason: detail.data.rejectReason })}
            </div>
          ) : null}
          {detail.data?.state === 'transcode_failed' ? (
            <div className="lp-micro-problem" role="note">
              {t('upload.failedBecause', { chapters: detail.data.failReason })}
            </div>
          ) : null}
          <MicroCourseForm
            key={editId ?? 'new'}
            initial={initialFormState(detail.data ?? null)}
            setting={setting.data}
            categories={categories.data}
            onSubmitted={onSubmitted}
            onCancel={onBack}
          />
        </div>
        <Rules setting={setting.data} />
      </div>
    );
  }
  return (
    <div className="lp-micro lp-micro--page">
      <div className="lp-page-head lp-micro-head">
        {heading}
        <Button type="text" onClick={onBack}>
          {t('upload.myList')}
        </Button>
      </div>
      {body}
    </div>
  );
}
