import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

/** The enterprise named in the address stays named (?eid=) on the join form. */
function eidQuery(): string {
  const eid = new URL(document.URL).searchParams.get('eid');
  return eid ? `eid=${encodeURIComponent(eid)}&` : '';
}

/**
 * Under the sign-in form: how an external person gets in (decision 0057). Kept apart from
 * outsider-routes.tsx so /login does not load the outsider pages until they are opened. `navigate`:
 * the router's, or the sign-in entry's hand-over to the portal (decision 0073).
 */
export function OutsiderJoinLink({ navigate }: { navigate: (path: string) => void }) {
  const { t } = useTranslation('outsiders');
  return (
    // A line of its own under the scan-login buttons.
    <div style={{ flexBasis: '100%', textAlign: 'center' }}>
      <Button
        type="text"
        size="small"
        onClick={() => navigate(`/login?${eidQuery()}outsideReview=join`)}
        data-testid="outsider-join-link"
      >
        {t('joinLink')}
      </Button>
    </div>
  );
}
