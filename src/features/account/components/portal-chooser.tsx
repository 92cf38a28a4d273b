import { notifyError, notifySuccess } from '../../../lib/notify';
import { IconApps } from '@arco-design/web-react/icon';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalList } from '../../../../protocol';
import { CompactSelect } from '../../../components/compact-select';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { listPortals, saveSelectedPortal } from '../api/portals';
import { accountKeys } from '../api/query-keys';

export interface PortalChooserProps {
  /** Changes when the signed-in identity changes (user id and eid), so the list is read again. */
  identity: string;
  /** Re-read the enterprise so the chosen portal's colours apply at once. */
  onChanged: () => Promise<void>;
}

/**
 * The user portal chooser for the header: shown only when the user has portals. "Organisation
 * default" (0) returns to the enterprise's own colours.
 */
export function PortalChooser({ identity, onChanged }: PortalChooserProps) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const key = accountKeys.portals(identity);
  // Quietly absent on failure: the chooser is a convenience and the page works without it.
  const portals = useQuery({ queryKey: key, queryFn: listPortals, retry: false }).data ?? null;
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);

  if (!portals || portals.list.length === 0) return null;

  async function choose(portalId: number) {
    if (!portals || inFlight.current || !Number.isInteger(portalId) || portalId === portals.selectedPortalId) return;
    inFlight.current = true;
    setSaving(true);
    try {
      await saveSelectedPortal(portalId);
      client.setQueryData<PortalList>(key, {
        selectedPortalId: portalId,
        list: portals.list.map((p) => ({ ...p, selected: p.portalId === portalId })),
      });
      await onChanged();
      const name = portals.list.find((p) => p.portalId === portalId)?.portalName ?? t('portal.default');
      notifySuccess(t('portal.saved', { name }));
    } catch (error) {
      // The API client already showed the server's refusal; anything else is shown here.
      if (!(isApiError(error) && error.handled)) notifyError(errorText(error));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  const options = [
    { value: 0, label: t('portal.default') },
    ...portals.list.map((p) => ({ value: p.portalId, label: p.portalName })),
  ];
  const name = options.find((o) => o.value === portals.selectedPortalId)?.label ?? '';
  return (
    <CompactSelect<number>
      label={t('portal.chooser')}
      className="lp-portal-chooser"
      value={portals.selectedPortalId}
      disabled={saving}
      onChange={(portalId) => void choose(portalId)}
      options={options}
      // Compact in a crowded header: an icon and the portal's name; the label names the control.
      prefix={<IconApps aria-hidden="true" />}
      title={t('portal.button', { name })}
    />
  );
}
