import { Message, Switch } from '@arco-design/web-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
// Switch is not among the Arco styles the shell loads (src/app/arco-styles*.ts): this page brings its own.
import '@arco-design/web-react/es/Switch/style/index.css';
import { errorText } from '../../../lib/error-text';
import { getMessageState, setAdminMessageShow } from '../api/messaging-api';
import { messagingKeys } from '../api/query-keys';

/** The enterprise's adminMessageShow (spec 000 §3): off hides the learners' admin-message tab. */
export function ShowSwitch() {
  const { t } = useTranslation('admin-messaging');
  const client = useQueryClient();
  const state = useQuery({ queryKey: messagingKeys.settings(), queryFn: getMessageState });
  const change = useMutation({
    mutationFn: setAdminMessageShow,
    onSuccess: (value) => {
      Message.success(value === 'Y' ? t('show.turnedOn') : t('show.turnedOff'));
      void client.invalidateQueries({ queryKey: messagingKeys.settings() });
      // The administrator's own message centre follows the switch too.
      void client.invalidateQueries();
    },
    onError: (error) => Message.error(errorText(error)),
  });
  const on = state.data?.adminMessageShow !== 'N';
  return (
    <section className="lp-page-card lp-amsg-card lp-amsg-switch" aria-labelledby="lp-amsg-switch-title">
      <div>
        <h2 id="lp-amsg-switch-title">{t('show.title')}</h2>
        <p className="lp-amsg-muted" id="lp-amsg-switch-help">
          {on ? t('show.onHelp') : t('show.offHelp')}
        </p>
      </div>
      <Switch
        checked={on}
        loading={state.isPending || change.isPending}
        onChange={(value: boolean) => change.mutate(value ? 'Y' : 'N')}
        aria-labelledby="lp-amsg-switch-title"
        aria-describedby="lp-amsg-switch-help"
        checkedText={t('show.on')}
        uncheckedText={t('show.off')}
      />
    </section>
  );
}
