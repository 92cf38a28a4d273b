import { useQuery } from '@tanstack/react-query';
import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { errorText, isTransientFailure } from '../../../lib/error-text';
import { getHomeModules, getHomeSettings, getShowCount, getStudyInfo } from '../api/home-api';
import { ModuleSection } from '../components/module-section';
import { ModuleSkeleton } from '../components/module-skeleton';
import { StudySummary, VisitorWelcome } from '../components/study-summary';
import { useKeepFirstPaint } from '../first-paint';
import { homeKeys } from '../home-keys';
import '../home.css';

export interface HomePageProps {
  enterpriseName: string;
  /** Empty for a visitor (public enterprises let visitors in). */
  userName: string;
  signedIn: boolean;
  /** Enterprise, user and language: what the modules depend on (see home-keys.ts). */
  viewer: string;
  onSignIn: () => void;
}

/** The home page (/index): study summary, then the enterprise's modules in their order. */
export function HomePage({ enterpriseName, userName, signedIn, viewer, onSignIn }: HomePageProps) {
  const { t } = useTranslation('home');
  const modules = useQuery({ queryKey: homeKeys.modules(viewer), queryFn: getHomeModules });
  // The next visit paints these at once (decision 0074).
  useKeepFirstPaint(viewer, signedIn, modules);
  const settings = useQuery({ queryKey: homeKeys.settings(viewer), queryFn: getHomeSettings });
  const showStudy = signedIn && settings.data?.showStudyInfo !== 'N';
  const study = useQuery({ queryKey: homeKeys.study(viewer), queryFn: getStudyInfo, enabled: showStudy });
  const showCount = useQuery({ queryKey: [...homeKeys.settings(viewer), 'count'], queryFn: getShowCount });
  const display = { carouselSeconds: settings.data?.carouselSeconds ?? 5, showCount: showCount.data?.isshow !== 'N' };

  return (
    <div className="lp-home">
      <h1 className="lp-visually-hidden">{enterpriseName || t('common:appName')}</h1>
      {signedIn ? (
        showStudy ? (
          <StudySummary
            userName={userName}
            info={study.data ?? null}
            failed={study.isError}
            showRank={settings.data?.showRank === 'Y'}
            onRetry={() => void study.refetch()}
          />
        ) : null
      ) : (
        <VisitorWelcome enterpriseName={enterpriseName || t('common:appName')} onSignIn={onSignIn} />
      )}
      {modules.isPending ? <ModuleSkeleton displayType="course" /> : null}
      {modules.isError ? (
        <div className="lp-home-module lp-home-module-message" role="alert">
          {isTransientFailure(modules.error) ? (
            <>
              <span>{t('modulesFailed')}</span>
              <Button size="small" onClick={() => void modules.refetch()}>
                {t('common:retry')}
              </Button>
            </>
          ) : (
            <span>{errorText(modules.error)}</span>
          )}
        </div>
      ) : null}
      {modules.data?.length === 0 ? <p className="lp-home-module lp-home-module-message">{t('noModules')}</p> : null}
      {modules.data?.map((module) => (
        <ModuleSection key={module.moduleId} viewer={viewer} module={module} display={display} />
      ))}
    </div>
  );
}
