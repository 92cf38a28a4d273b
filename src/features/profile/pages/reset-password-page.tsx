import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useSearchParams } from 'react-router-dom';
import { isPasswordPolicy, type UserInfo } from '../../../../protocol';
import { PasswordForm } from '../components/password-form';
import { ProfileShell } from '../components/profile-shell';
import { useProfile } from '../hooks/use-profile';

export interface ResetPasswordPageProps {
  /** True while the user still has the initial password (the gate sends them here). */
  mustChange: boolean;
  onPasswordChanged: (user: UserInfo | null) => void;
}

/** /editor/resetpassword: the ordinary change, and the forced initial change (?type=initial). */
export function ResetPasswordPage({ mustChange, onPasswordChanged }: ResetPasswordPageProps) {
  const { t } = useTranslation('profile');
  const [search] = useSearchParams();
  const { load, reload } = useProfile();
  const initial = mustChange || search.get('type') === 'initial';
  return (
    <ProfileShell active="resetpassword">
      <h1>{t('menu.resetPassword')}</h1>
      {initial && mustChange ? (
        <Alert
          className="lp-profile-notice"
          type="warning"
          title={t('password.initialTitle')}
          content={t('password.initialBody')}
        />
      ) : null}
      {load.state === 'ready' ? (
        <PasswordForm
          policy={isPasswordPolicy(load.profile.passwordPolicy) ? load.profile.passwordPolicy : 'any_6_15'}
          onChanged={onPasswordChanged}
        />
      ) : (
        <LoadState
          kind={load.state === 'error' ? 'error' : 'loading'}
          error={load.state === 'error' ? load.error : undefined}
          onRetry={reload}
        />
      )}
    </ProfileShell>
  );
}
