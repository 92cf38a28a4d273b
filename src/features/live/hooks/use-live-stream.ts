import { useEffect, useState } from 'react';
import type { LiveChatLine, LivePhase, LiveStreamEvent } from '../../../../protocol/schemas/live';
import { mediaUrl } from '../../../lib/media-url';

export interface StreamState {
  lines: LiveChatLine[];
  viewers: number | null;
  phase: LivePhase | null;
  connected: boolean;
}

/**
 * The room's server-sent events: chat lines (merged with the history by id, so a reconnect that
 * repeats lines shows each once), the viewer count and the state. EventSource reconnects by itself
 * and sends the last line's id, so nothing said meanwhile is lost.
 */
export function useLiveStream(streamUrl: string | null, history: LiveChatLine[]): StreamState {
  const [state, setState] = useState<StreamState>({ lines: [], viewers: null, phase: null, connected: false });
  useEffect(() => {
    if (!streamUrl) return;
    const source = new EventSource(mediaUrl(streamUrl));
    source.onopen = () => setState((s) => ({ ...s, connected: true }));
    source.onerror = () => setState((s) => ({ ...s, connected: false }));
    source.onmessage = (message: MessageEvent<string>) => {
      let event: LiveStreamEvent;
      try {
        event = JSON.parse(message.data) as LiveStreamEvent;
      } catch {
        return;
      }
      setState((s) => {
        if (event.type === 'viewers') return { ...s, viewers: event.count };
        if (event.type === 'phase') return { ...s, phase: event.phase };
        return { ...s, lines: mergeLines(s.lines, [event.line]) };
      });
    };
    return () => source.close();
  }, [streamUrl]);
  // The history (a query) and the streamed lines are merged by id at render.
  return { ...state, lines: mergeLines(history, state.lines) };
}

/** Lines by id, oldest first, each once; the newest 200 kept. */
export function mergeLines(current: LiveChatLine[], more: LiveChatLine[]): LiveChatLine[] {
  if (more.length === 0) return current;
  const byId = new Map(current.map((l) => [l.id, l]));
  for (const line of more) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-200);
}
