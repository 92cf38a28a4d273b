import { Button } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { listEnterprises } from '../api/list-enterprises';
import { accountKeys } from '../api/query-keys';

export interface SwitchEnterpriseLinkProps {
  /** Changes when the signed-in identity changes (user id and eid), so the list is read again. */
  identity: string;
}

/** The header's way to /switchEnterprise, shown only to a person with more than one enterprise. */
export function SwitchEnterpriseLink({ identity }: SwitchEnterpriseLinkProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const enterprises = useQuery({ queryKey: accountKeys.enterprises(identity), queryFn: listEnterprises, retry: false });
  const count = enterprises.data?.length ?? 0;

  if (count < 2) return null;
  return (
    <Button
      type="text"
      size="small"
      className="lp-switch-enterprise-link"
      onClick={() => navigate('/switchEnterprise')}
    >
      {t('switch.link')}
    </Button>
  );
}
