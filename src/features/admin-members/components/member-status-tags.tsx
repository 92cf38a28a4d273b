import { Tag } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import type { AdminMemberRow } from '../../../../protocol';

/** A member's account state as words (colour is never the only signal, decision 0044). */
export function MemberStatusTags({ member }: { member: AdminMemberRow }) {
  const { t } = useTranslation('admin-members');
  return (
    <span className="lp-members-tags">
      {member.blocked ? <Tag color="red">{t('status.blocked')}</Tag> : null}
      {member.locked ? <Tag color="orangered">{t('status.locked')}</Tag> : null}
      {!member.blocked && !member.locked ? <Tag color="green">{t('status.active')}</Tag> : null}
      {member.isAdmin ? <Tag color="arcoblue">{t('status.admin')}</Tag> : null}
      {member.mustChangePassword ? <Tag>{t('status.mustChange')}</Tag> : null}
    </span>
  );
}
