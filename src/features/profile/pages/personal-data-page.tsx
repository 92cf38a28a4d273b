import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/load-state';
import { useSearchParams } from 'react-router-dom';
import type { BirthdayType, DepartmentNode, UserInfo } from '../../../../protocol';
import { getBirthdayTypes, getDepartments } from '../api/profile-api';
import { profileKeys } from '../api/query-keys';
import { AccountFacts } from '../components/account-facts';
import { CompletionNotice } from '../components/completion-notice';
import { ImageUploadField } from '../components/image-upload-field';
import { PersonalDataForm } from '../components/personal-data-form';
import { ProfileShell } from '../components/profile-shell';
import { useProfile } from '../hooks/use-profile';

const NO_DEPARTMENTS: DepartmentNode[] = [];
const BOTH_CALENDARS: BirthdayType[] = ['solar', 'lunar'];

export interface PersonalDataPageProps {
  /** The session takes the fresh user info (name, avatar) an answer carries. */
  onUserChanged: (user: UserInfo) => void;
}

/** /editor/personalData: pictures, read-only facts and the editable fields (spec 001 §3 User). */
export function PersonalDataPage({ onUserChanged }: PersonalDataPageProps) {
  const { t, i18n } = useTranslation('profile');
  const [search] = useSearchParams();
  const { load, reload, setProfile } = useProfile();
  // The form works without them (no department choice, both calendars), so failures stay quiet.
  const departments =
    useQuery({ queryKey: profileKeys.departments, queryFn: getDepartments, retry: false }).data ?? NO_DEPARTMENTS;
  const types =
    useQuery({ queryKey: profileKeys.birthdayTypes(i18n.language), queryFn: getBirthdayTypes, retry: false }).data ??
    BOTH_CALENDARS;
  // Spec 000 §8 code 4012 sends the user here with errorMsg 4 and type completion-info.
  const completion = search.get('errorMsg') === '4' && search.get('type') === 'completion-info';

  const changed = (user: UserInfo | null) => {
    if (user) onUserChanged(user);
  };

  return (
    <ProfileShell active="personalData">
      <h1>{t('menu.personalData')}</h1>
      {load.state === 'ready' ? (
        <>
          {completion ? <CompletionNotice missing={load.profile.missingFields} /> : null}
          <div className="lp-profile-images">
            <ImageUploadField
              kind="avatar"
              url={load.profile.image}
              fallback={(load.profile.username || load.profile.account).slice(0, 1).toUpperCase()}
              onUploaded={(url, user) => {
                setProfile({
                  ...load.profile,
                  image: url,
                  missingFields: load.profile.missingFields.filter((f) => f !== 'image'),
                });
                changed(user);
              }}
            />
            <ImageUploadField
              kind="two_inch_photo"
              url={load.profile.twoInchPhoto}
              fallback=""
              onUploaded={(url, user) => {
                setProfile({
                  ...load.profile,
                  twoInchPhoto: url,
                  missingFields: load.profile.missingFields.filter((f) => f !== 'two_inch_photo'),
                });
                changed(user);
              }}
            />
          </div>
          <AccountFacts profile={load.profile} />
          <PersonalDataForm
            key={`${load.profile.account}:${load.profile.departmentId}:${load.profile.username}`}
            profile={load.profile}
            departments={departments}
            birthdayTypes={types}
            onSaved={(profile, user) => {
              setProfile(profile);
              changed(user);
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
