import { Button } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { listEnterprises } from '../api/list-enterprises';

export interface SwitchEnterpriseLinkProps {
  /** Changes when the signed-in identity changes (user id and eid), so the list is read again. */
  identity: string;
}

/** The header's way to /switchEnterprise, shown only to a person with more than one enterprise. */
export function SwitchEnterpriseLink({ identity }: SwitchEnterpriseLinkProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [count, setCount] = useState(0);

  useEffect(() => {
    let cancelled = false;
    listEnterprises().then(
      (list) => !cancelled && setCount(list.length),
      () => !cancelled && setCount(0),
    );
    return () => {
      cancelled = true;
    };
  }, [identity]);

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
