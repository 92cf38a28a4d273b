import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../../protocol';

/** What the learner sees but does not edit here: account, phone (changed on its own page), points, credits. */
export function AccountFacts({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const phone = profile.phone ? [profile.countryCode, profile.phone].filter(Boolean).join(' ') : t('notSet');
  return (
    <dl className="lp-profile-facts">
      <div>
        <dt>{t('fields.account')}</dt>
        <dd>{profile.account}</dd>
      </div>
      <div>
        <dt>{t('fields.phone')}</dt>
        <dd>
          {phone} <Link to="/editor/phonenumber">{profile.phone ? t('changePhone') : t('bindPhone')}</Link>
        </dd>
      </div>
      <div>
        <dt>{t('fields.score')}</dt>
        <dd>{profile.score}</dd>
      </div>
      <div>
        <dt>{t('fields.credit')}</dt>
        <dd>{profile.credit}</dd>
      </div>
    </dl>
  );
}
