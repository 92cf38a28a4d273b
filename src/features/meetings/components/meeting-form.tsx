import { Button, Input, Radio, Select } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEETING_LIMITS,
  MEETING_REPEATS,
  type Meeting,
  type MeetingPlatform,
} from '../../../../protocol/schemas/meetings';
import { ApiError } from '../../../lib/api-error';
import { createMeeting } from '../api/meetings-api';
import { PeoplePicker, type Role } from './people-picker';

/** `YYYY-MM-DDTHH:mm` in local time, for datetime-local inputs. */
function localInput(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

const nextHour = () => Math.ceil(Date.now() / 3_600_000) * 3_600_000;

/** Schedule a meeting (spec 001 §3 Meeting, §5): the server decides; its refusal shows above the button. */
export function MeetingForm({ onDone, onCancel }: { onDone(meeting: Meeting): void; onCancel(): void }) {
  const { t } = useTranslation('meetings');
  const [topic, setTopic] = useState('');
  const [app, setApp] = useState<MeetingPlatform>('dingtalk');
  const [repeat, setRepeat] = useState<(typeof MEETING_REPEATS)[number]>('none');
  // The next full hour, for one hour, as the form opens.
  const [start, setStart] = useState(() => localInput(nextHour()));
  const [end, setEnd] = useState(() => localInput(nextHour() + 3_600_000));
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState(new Map<number, Role>());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordBad = password !== '' && !MEETING_LIMITS.passwordPattern.test(password);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const pick = (role: Role) =>
        [...roles]
          .filter(([, r]) => r === role)
          .map(([id]) => id)
          .join(',');
      const meeting = await createMeeting({
        topic: topic.trim(),
        app,
        repeat,
        startsAt: new Date(start).getTime(),
        endsAt: new Date(end).getTime(),
        password,
        hostIds: pick('host'),
        memberIds: pick('member'),
      });
      onDone(meeting);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.msg ? caught.msg : t('form.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="lp-meetings__form"
      data-testid="meeting-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="lp-meeting-topic">{t('form.topic')}</label>
      <Input
        id="lp-meeting-topic"
        value={topic}
        onChange={setTopic}
        maxLength={MEETING_LIMITS.topicMax}
        showWordLimit
        required
      />
      <span id="lp-meeting-app-label">{t('form.app')}</span>
      <Radio.Group aria-labelledby="lp-meeting-app-label" type="button" value={app} onChange={setApp}>
        <Radio value="dingtalk">{t('app.dingtalk')}</Radio>
        <Radio value="wecom">{t('app.wecom')}</Radio>
      </Radio.Group>
      <div className="lp-meetings__row">
        <div>
          <label htmlFor="lp-meeting-start">{t('form.start')}</label>
          <input
            id="lp-meeting-start"
            className="lp-meetings__time"
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            required
          />
        </div>
        <div>
          <label htmlFor="lp-meeting-end">{t('form.end')}</label>
          <input
            id="lp-meeting-end"
            className="lp-meetings__time"
            type="datetime-local"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            required
          />
        </div>
      </div>
      <div className="lp-meetings__row">
        <div>
          <span id="lp-meeting-repeat-label">{t('form.repeat')}</span>
          <Select aria-labelledby="lp-meeting-repeat-label" value={repeat} onChange={setRepeat}>
            {MEETING_REPEATS.map((r) => (
              <Select.Option key={r} value={r}>
                {t(`repeat.${r}`)}
              </Select.Option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="lp-meeting-password">{t('form.password')}</label>
          <Input
            id="lp-meeting-password"
            value={password}
            onChange={(v) => setPassword(v.replace(/\s/g, ''))}
            inputMode="numeric"
            maxLength={6}
            placeholder={t('form.passwordHint')}
            status={passwordBad ? 'error' : undefined}
            aria-describedby="lp-meeting-password-hint"
          />
          <small id="lp-meeting-password-hint" className={passwordBad ? 'lp-meetings__error' : 'lp-meetings__muted'}>
            {t('form.passwordHint')}
          </small>
        </div>
      </div>
      <PeoplePicker roles={roles} onChange={setRoles} />
      <p className="lp-meetings__muted">
        {t('form.limits', { hosts: MEETING_LIMITS.hostsMax, count: MEETING_LIMITS.membersMax })}
      </p>
      {error ? (
        <p role="alert" className="lp-meetings__error" data-testid="meeting-form-error">
          {error}
        </p>
      ) : null}
      <div className="lp-meetings__actions">
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={!topic.trim() || passwordBad}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
