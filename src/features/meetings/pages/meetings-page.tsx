import { Button, Tabs, Tag } from '@arco-design/web-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meeting, MeetingJoin } from '../../../../protocol/schemas/meetings';
import { getHostAdapter } from '../../../../host-adapters';
import { LoadState } from '../../../components/load-state';
import { formatDate } from '../../../lib/date-format';
import { joinMeeting, listMeetings, meetingKeys } from '../api/meetings-api';
import { MeetingForm } from '../components/meeting-form';
// Arco's Tabs CSS is not among the shell's (src/app/arco-styles.ts): without it the tabs showed as plain text.
import '@arco-design/web-react/es/Tabs/style/css.js';
import '../meetings.css';

/**
 * /meeting — meeting and live booking (spec 001 §2): the lives to book (composed in by the route,
 * features never import each other) and the learner's meetings with the scheduling form.
 */
export function MeetingsPage({ lives }: { lives: ReactNode }) {
  const { t } = useTranslation('meetings');
  const [tab, setTab] = useState('lives');
  return (
    <div className="lp-meetings">
      <h1>{t('title')}</h1>
      {/* The tabs switch; the chosen list renders below them, not in Arco's sliding panes: those
          are shifted by -100% per tab, and the second pane (the meeting form's people table) was
          laid out off-screen, its checkboxes at x < 0 where nobody could click them. */}
      <Tabs activeTab={tab} onChange={setTab}>
        <Tabs.TabPane key="lives" title={t('tabs.lives')} />
        <Tabs.TabPane key="meetings" title={t('tabs.meetings')} />
      </Tabs>
      <div className="lp-meetings__pane">{tab === 'lives' ? lives : <Meetings />}</div>
    </div>
  );
}

function Meetings() {
  const { t } = useTranslation('meetings');
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: meetingKeys.list(), queryFn: listMeetings });
  const [scheduling, setScheduling] = useState(false);
  const [joined, setJoined] = useState<MeetingJoin | null>(null);
  const join = async (meeting: Meeting) => {
    try {
      const answer = await joinMeeting(meeting.id);
      // Inside DingTalk or WeCom the host opens its own meeting; elsewhere the page shows the link.
      const opened = await getHostAdapter()
        .openMeeting(answer)
        .catch(() => false);
      setJoined(opened ? null : answer);
    } catch {
      // Shown by the shared handler.
    }
  };
  if (scheduling)
    return (
      <MeetingForm
        onCancel={() => setScheduling(false)}
        onDone={() => {
          setScheduling(false);
          void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
        }}
      />
    );
  return (
    <div>
      <div className="lp-meetings__actions lp-meetings__actions--top">
        <Button type="primary" onClick={() => setScheduling(true)}>
          {t('schedule')}
        </Button>
      </div>
      {joined ? (
        <div className="lp-meetings__joined" role="status">
          <p>{t('join.outside', { id: joined.meetingId })}</p>
          {joined.password ? <p>{t('join.password', { password: joined.password })}</p> : null}
          <a href={joined.joinUrl} target="_blank" rel="noopener noreferrer">
            {t('join.link')}
          </a>
        </div>
      ) : null}
      {list.isError ? (
        <LoadState kind="error" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadState kind="loading" />
      ) : list.data.items.length === 0 ? (
        <LoadState kind="empty" emptyText={t('empty')} />
      ) : (
        <ul className="lp-meetings__list" data-testid="meeting-list">
          {list.data.items.map((meeting) => (
            <li key={meeting.id} className="lp-meetings__item">
              <div className="lp-meetings__main">
                <h2 className="lp-meetings__topic">{meeting.topic}</h2>
                <p className="lp-meetings__meta">
                  <Tag>{t(`app.${meeting.platform}`)}</Tag>
                  <span>{t('meta.id', { id: meeting.meetingId })}</span>
                  <span>
                    {formatDate(meeting.startsAt, 'dateTime')} – {formatDate(meeting.endsAt, 'time')}
                  </span>
                  {meeting.repeat !== 'none' ? <span>{t(`repeat.${meeting.repeat}`)}</span> : null}
                  <span>
                    {t('meta.hosts', { names: meeting.hosts.map((h) => h.name).join(', ') || meeting.initiator })}
                  </span>
                  <span>{t('meta.members', { count: meeting.memberCount })}</span>
                </p>
              </div>
              <Button onClick={() => void join(meeting)} aria-label={`${t('join.button')}: ${meeting.topic}`}>
                {t('join.button')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
