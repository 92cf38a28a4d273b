import { useNavigate, useSearchParams } from 'react-router-dom';
import { OutsiderCodePage, OutsiderEntryPage } from '../../features/outsiders';
import { useEnterprise } from '../../features/session';

/** The outsider entry (issue 27 item 7, decision 0057), composed with the shell's enterprise and routes. */

/** /login?outsideReview=…: the join form or the waiting notice (sign-in exempt, spec 000 §4). */
export function OutsiderEntryRoute() {
  const enterprise = useEnterprise();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const param = search.get('outsideReview') ?? '';
  return (
    <OutsiderEntryPage
      key={param}
      param={param}
      enterpriseName={enterprise?.enterpriseName ?? ''}
      onSignIn={() => {
        // Keep the enterprise named in the address (?eid=), drop the outsider query.
        const eid = search.get('eid');
        navigate(eid ? `/login?eid=${encodeURIComponent(eid)}` : '/login', { replace: true });
      }}
      onShow={(next) => {
        const params = new URLSearchParams(search);
        params.set('outsideReview', next);
        setSearch(params, { replace: true });
      }}
    />
  );
}

/** /admin/outsiders: the code and who waits; deciding happens in /admin/approvals. */
export function AdminOutsidersRoute() {
  const navigate = useNavigate();
  return <OutsiderCodePage onOpenApprovals={() => navigate('/admin/approvals?kind=outsider')} />;
}
