import { Button } from '@arco-design/web-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { openLoginPrompt } from '../../../lib/login-prompt';
import { CourseCover } from './course-cover';

/** What the organisation's refusal says of the course anyway (its share poster shows the same). */
export interface CoursePublicFace {
  title: string;
  cover: string;
}

/** The public face carried by a refusal's `data.publicFace` (server courses/course-public-face.ts). */
export function publicFaceOf(data: unknown): CoursePublicFace | null {
  const face = (data as { publicFace?: unknown } | null)?.publicFace as Partial<CoursePublicFace> | undefined;
  return face && typeof face.title === 'string' && typeof face.cover === 'string'
    ? { title: face.title, cover: face.cover }
    : null;
}

/**
 * What a signed-out visitor sees of a course the organisation shows only to its members (a shared
 * link of a private organisation): spec 000 §4 exempts course detail from the sign-in redirect, so
 * the page stays, says whose course it is and asks to sign in, with the sign-in dialog open. The
 * sign-in comes back to this address, where the course then loads.
 */
export function CourseSignInFace({
  courseId,
  enterpriseName,
  face,
  onSignIn,
}: {
  courseId: number;
  enterpriseName: string;
  face: CoursePublicFace | null;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('courses');
  useEffect(() => openLoginPrompt(), []);
  const panel = (
    <StatusPanel
      title={face ? face.title : t('detail.signInFace.title')}
      description={
        enterpriseName
          ? t('detail.signInFace.text', { organisation: enterpriseName })
          : t('detail.signInFace.textPlain')
      }
      actions={
        <Button type="primary" onClick={onSignIn}>
          {t('detail.signInToStudy')}
        </Button>
      }
    />
  );
  if (!face) return panel;
  return (
    <div className="lp-course-sign-in-face">
      <div className="lp-course-sign-in-face-cover">
        <CourseCover id={courseId} title={face.title} cover={face.cover} mediaType="" large />
      </div>
      {panel}
    </div>
  );
}
