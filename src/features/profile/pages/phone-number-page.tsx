import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import type { UserInfo } from '../../../../protocol';
import { PhoneChangeForm } from '../components/phone-change-form';
import { ProfileShell } from '../components/profile-shell';
import { useProfile } from '../hooks/use-profile';

/** /editor/phonenumber: change the phone, proven by a code sent to the new number. */
export function PhoneNumberPage({ onUserChanged }: { onUserChanged: (user: UserInfo) => void }) {
  const { t } = useTranslation('profile');
  const { load, reload, setProfile } = useProfile();
  return (
    <ProfileShell active="phonenumber">
      <h1>{t('menu.phoneNumber')}</h1>
      {load.state === 'ready' ? (
        <>
          <dl className="lp-profile-facts" style={{ gridTemplateColumns: '1fr' }}>
            <div>
              <dt>{t('phone.current')}</dt>
              <dd>
                {load.profile.phone
                  ? [load.profile.countryCode, load.profile.phone].filter(Boolean).join(' ')
                  : t('phone.none')}
              </dd>
            </div>
          </dl>
          <PhoneChangeForm
            profile={load.profile}
            onChanged={(profile, user) => {
              setProfile(profile);
              if (user) onUserChanged(user);
            }}
          />
        </>
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
