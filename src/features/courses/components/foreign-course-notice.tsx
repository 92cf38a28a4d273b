import { Alert } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface ForeignCourse {
  /** The other enterprise, read as its visitor: its eid, feature flags and name. */
  visitorOf: { eid: number; flags: readonly string[] };
  organisation: string;
  /** The member's own enterprise, where the session stays. */
  ownOrganisation: string;
  /** The person belongs to the other organisation too, so switching to it is offered. */
  canSwitch: boolean;
}

/**
 * Above another organisation's course opened while signed in (issue 17): whose course this is,
 * that the session stays in the member's own organisation, and — only if they belong there too —
 * the way to switch.
 */
export function ForeignCourseNotice({ foreign }: { foreign: ForeignCourse }) {
  const { t } = useTranslation('courses');
  const organisation = foreign.organisation || t('detail.foreign.another');
  return (
    <Alert
      type="info"
      className="lp-course-preview"
      content={
        <span>
          {t('detail.foreign.notice', { organisation, own: foreign.ownOrganisation })}{' '}
          {foreign.canSwitch ? (
            <>
              <Link to="/switchEnterprise">{t('detail.foreign.switch')}</Link>
              {' · '}
            </>
          ) : null}
          <Link to="/index">{t('detail.foreign.backHome', { own: foreign.ownOrganisation })}</Link>
        </span>
      }
    />
  );
}
