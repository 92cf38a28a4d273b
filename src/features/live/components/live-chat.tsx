import { Button, Input } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveChatLine } from '../../../../protocol/schemas/live';
import { LIVE_LIMITS } from '../../../../protocol/schemas/live';
import { formatDate } from '../../../lib/date-format';
import { sendChat } from '../api/live-api';

interface LiveChatProps {
  liveId: number;
  lines: LiveChatLine[];
  viewers: number | null;
  closed: boolean;
  onSent(line: LiveChatLine): void;
}

/** The room's chat: lines arrive through the stream; a sent line shows at once (the stream repeats it, merged by id). */
export function LiveChat({ liveId, lines, viewers, closed, onSent }: LiveChatProps) {
  const { t } = useTranslation('live');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length]);
  const submit = async () => {
    const value = text.trim();
    if (!value || sending) return;
    setSending(true);
    try {
      onSent(await sendChat(liveId, value));
      setText('');
    } catch {
      // The shared handler showed the server's message; the text stays to edit or resend.
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="lp-live__chat" aria-labelledby="lp-live-chat-title">
      <header className="lp-live__chat-head">
        <h2 id="lp-live-chat-title">{t('chat.title')}</h2>
        <span data-testid="live-viewers" aria-live="polite">
          {viewers === null ? '' : t('chat.viewers', { count: viewers })}
        </span>
      </header>
      <ol
        ref={list}
        className="lp-live__lines"
        data-testid="live-chat-lines"
        aria-live="polite"
        aria-label={t('chat.linesLabel')}
      >
        {lines.length === 0 ? <li className="lp-live__muted">{t('chat.empty')}</li> : null}
        {lines.map((line) => (
          <li key={line.id} className={line.mine ? 'lp-live__line lp-live__line--mine' : 'lp-live__line'}>
            <span className="lp-live__author">{line.mine ? t('chat.me') : line.author}</span>
            <time className="lp-live__muted" dateTime={new Date(line.at).toISOString()}>
              {formatDate(line.at, 'time')}
            </time>
            <p className="lp-live__text">{line.text}</p>
          </li>
        ))}
      </ol>
      {closed ? (
        <p className="lp-live__muted">{t('chat.closed')}</p>
      ) : (
        <form
          className="lp-live__chat-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Input
            aria-label={t('chat.inputLabel')}
            placeholder={t('chat.placeholder')}
            value={text}
            maxLength={LIVE_LIMITS.chatMax}
            onChange={setText}
          />
          <Button type="primary" htmlType="submit" loading={sending} disabled={!text.trim()}>
            {t('chat.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
