import { Button, Input, Message, Modal, Radio } from '@arco-design/web-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGING_LIMITS, type BroadcastKind } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { sendMessage, type AudienceChoice } from '../api/messaging-api';
import { messagingKeys } from '../api/query-keys';
import { AudiencePicker } from './audience-picker';
import { MessageEditor } from './message-editor';

/** A new key per message composed: every click of Send for this message carries it, so it is sent once. */
const newSendKey = () =>
  `m-${Date.now().toString(36)}-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** Kind, title, rich text and audience; sending to everyone asks first. */
export function ComposeForm() {
  const { t } = useTranslation('admin-messaging');
  const client = useQueryClient();
  const [kind, setKind] = useState<BroadcastKind>('admin');
  const [title, setTitle] = useState('');
  const [bodyHtml, setBodyHtml] = useState('');
  const [sendKey, setSendKey] = useState(newSendKey);
  const [audience, setAudience] = useState<AudienceChoice>({ scope: 'departments', departmentIds: [], userIds: [] });
  const [names] = useState(() => new Map<number, string>());
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const send = useMutation({
    mutationFn: () => sendMessage({ kind, title: title.trim(), bodyHtml, sendKey }, audience),
    onSuccess: (result) => {
      Message.success(t('sent', { count: result.recipients }));
      setTitle('');
      setBodyHtml('');
      setTried(false);
      setSendKey(newSendKey());
      void client.invalidateQueries({ queryKey: messagingKeys.all });
    },
    onError: (error) => Message.error(errorText(error)),
  });

  const titleProblem = !title.trim() ? t('errors.titleRequired') : null;
  const bodyProblem = !plain(bodyHtml) ? t('errors.bodyRequired') : null;
  const audienceProblem =
    (audience.scope === 'departments' && audience.departmentIds.length === 0) ||
    (audience.scope === 'members' && audience.userIds.length === 0)
      ? t('errors.audienceRequired')
      : null;

  function submit() {
    setTried(true);
    if (titleProblem || bodyProblem || audienceProblem || send.isPending) return;
    if (audience.scope === 'all') setConfirming(true);
    else send.mutate();
  }

  return (
    <section className="lp-page-card lp-amsg-card" aria-labelledby="lp-amsg-compose-title">
      <h2 id="lp-amsg-compose-title">{t('compose.title')}</h2>
      <form
        className="lp-amsg-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="lp-amsg-field">
          <span className="lp-amsg-label" id="lp-amsg-kind-label">
            {t('compose.kind')}
          </span>
          <Radio.Group value={kind} onChange={setKind} aria-labelledby="lp-amsg-kind-label">
            <Radio value="admin">{t('kinds.admin')}</Radio>
            <Radio value="information">{t('kinds.information')}</Radio>
          </Radio.Group>
        </div>
        <div className="lp-amsg-field">
          <label className="lp-amsg-label" htmlFor="lp-amsg-title">
            {t('compose.messageTitle')}
          </label>
          <Input
            id="lp-amsg-title"
            value={title}
            onChange={setTitle}
            maxLength={ADMIN_MESSAGING_LIMITS.title}
            showWordLimit
            status={tried && titleProblem ? 'error' : undefined}
            aria-invalid={Boolean(tried && titleProblem)}
            aria-describedby={tried && titleProblem ? 'lp-amsg-title-error' : undefined}
          />
          {tried && titleProblem ? (
            <span className="lp-amsg-error" id="lp-amsg-title-error">
              {titleProblem}
            </span>
          ) : null}
        </div>
        <div className="lp-amsg-field">
          <span className="lp-amsg-label" id="lp-amsg-body-label">
            {t('compose.body')}
          </span>
          <MessageEditor
            id="lp-amsg-body"
            label={t('compose.body')}
            resetKey={sendKey}
            invalid={Boolean(tried && bodyProblem)}
            onChange={setBodyHtml}
          />
          {tried && bodyProblem ? <span className="lp-amsg-error">{bodyProblem}</span> : null}
        </div>
        <AudiencePicker
          value={audience}
          onChange={setAudience}
          memberNames={names}
          onMemberName={(id, name) => names.set(id, name)}
        />
        {tried && audienceProblem ? <span className="lp-amsg-error">{audienceProblem}</span> : null}
        <div className="lp-amsg-actions">
          <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="admin-message-send">
            {t('compose.send')}
          </Button>
        </div>
      </form>
      <Modal
        title={t('confirmAll.title')}
        visible={confirming}
        okText={t('confirmAll.ok')}
        cancelText={t('confirmAll.cancel')}
        onOk={() => {
          setConfirming(false);
          send.mutate();
        }}
        onCancel={() => setConfirming(false)}
      >
        {t('confirmAll.content', { kind: t(`kinds.${kind}`) })}
      </Modal>
    </section>
  );
}
