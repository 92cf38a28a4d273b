import { Button } from '@arco-design/web-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { openLoginPrompt } from '../../../lib/login-prompt';

/**
 * What a signed-out visitor sees of a course the organisation shows only to its members (a shared
 * link of a private organisation): spec 000 §4 exempts course detail from the sign-in redirect, so
 * the page stays, says whose course it is and asks to sign in, with the sign-in dialog open. The
 * sign-in comes back to this address, where the course then loads.
 */
export function CourseSignInFace({ enterpriseName, onSignIn }: { enterpriseName: string; onSignIn: () => void }) {
  const { t } = useTranslation('courses');
  useEffect(() => openLoginPrompt(), []);
  return (
    <StatusPanel
      title={t('detail.signInFace.title')}
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
}
