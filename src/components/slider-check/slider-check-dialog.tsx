import { Button, Modal } from '@arco-design/web-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, type SliderChallenge } from '../../../protocol';
import { isApiError } from '../../lib/api-error';
import './slider-check.css';

/** The two calls behind the puzzle, given by the caller (shared UI makes no API calls itself). */
export interface SliderCheckCalls {
  loadPuzzle: () => Promise<SliderChallenge>;
  answer: (answer: { challengeId: string; x: number; durationMs: number }) => Promise<{ ticket: string }>;
}

export interface SliderCheckDialogProps extends SliderCheckCalls {
  onPassed: (ticket: string) => void;
  onClose: () => void;
}

type Phase = 'loading' | 'ready' | 'checking' | 'network' | 'failed';

/**
 * The slider puzzle (decision 0037): drag the handle (or move it with the arrow keys and press
 * Enter) until the piece fills the gap. A wrong answer brings a new puzzle; a puzzle that cannot
 * be loaded says so (spec 001 §8: "network problem, or click to refresh").
 */
export function SliderCheckDialog({ loadPuzzle, answer, onPassed, onClose }: SliderCheckDialogProps) {
  const { t } = useTranslation('checks');
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [x, setX] = useState(0);
  const startedAt = useRef<number | null>(null);
  const dragFrom = useRef<{ pointerX: number; x: number } | null>(null);

  // Sets state only once the answer is in (so the first load can run from an effect).
  const fetchPuzzle = useCallback(
    (after: Phase) => {
      loadPuzzle().then(
        (next) => {
          setChallenge(next);
          setX(0);
          startedAt.current = null;
          setPhase(after);
        },
        () => setPhase('network'),
      );
    },
    [loadPuzzle],
  );

  useEffect(() => fetchPuzzle('ready'), [fetchPuzzle]);

  function load(after: Phase = 'ready') {
    setPhase('loading');
    fetchPuzzle(after);
  }

  const maxX = challenge ? challenge.width - challenge.pieceSize : 0;
  const move = (next: number) => {
    startedAt.current ??= Date.now();
    setX(Math.max(0, Math.min(maxX, Math.round(next))));
  };

  async function check(at: number) {
    if (!challenge || phase === 'checking') return;
    setPhase('checking');
    const durationMs = Date.now() - (startedAt.current ?? Date.now());
    try {
      const { ticket } = await answer({ challengeId: challenge.challengeId, x: at, durationMs });
      onPassed(ticket);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.SLIDER_FAILED) load('failed');
      else setPhase('network');
    }
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (phase === 'checking' || phase === 'loading') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragFrom.current = { pointerX: event.clientX, x };
    startedAt.current = Date.now();
  }
  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (dragFrom.current) move(dragFrom.current.x + event.clientX - dragFrom.current.pointerX);
  }
  function onPointerUp() {
    if (!dragFrom.current) return;
    dragFrom.current = null;
    void check(x);
  }
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight') move(x + step);
    else if (event.key === 'ArrowLeft') move(x - step);
    else if (event.key === 'Enter' || event.key === ' ') void check(x);
    else return;
    event.preventDefault();
  }

  const busy = phase === 'loading' || phase === 'checking';
  return (
    <Modal
      visible
      title={t('slider.title')}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      style={{ width: 340 }}
    >
      <div className="lp-slider-check">
        {phase === 'network' ? (
          <button type="button" className="lp-slider-network" onClick={() => load()}>
            {t('slider.network')}
          </button>
        ) : challenge ? (
          <div className="lp-slider-picture" style={{ width: challenge.width, height: challenge.height }}>
            <img
              src={challenge.background}
              alt=""
              width={challenge.width}
              height={challenge.height}
              draggable={false}
            />
            <img
              className="lp-slider-piece"
              src={challenge.piece}
              alt=""
              width={challenge.pieceSize}
              height={challenge.pieceSize}
              style={{ left: x, top: challenge.pieceY }}
              draggable={false}
            />
          </div>
        ) : (
          <div className="lp-slider-picture lp-slider-loading">{t('slider.loading')}</div>
        )}
        <p className="lp-slider-hint" role={phase === 'failed' ? 'alert' : undefined}>
          {phase === 'failed' ? t('slider.failed') : t('slider.hint')}
        </p>
        {challenge && phase !== 'network' ? (
          <div className="lp-slider-track" style={{ width: challenge.width }}>
            <button
              type="button"
              role="slider"
              className="lp-slider-handle"
              aria-label={t('slider.handle')}
              aria-valuemin={0}
              aria-valuemax={maxX}
              aria-valuenow={x}
              aria-describedby="lp-slider-keys"
              aria-busy={busy}
              style={{ left: x }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onKeyDown={onKeyDown}
            >
              ›
            </button>
          </div>
        ) : null}
        <div className="lp-slider-footer">
          <span id="lp-slider-keys" className="lp-slider-keys">
            {t('slider.keyboardHint')}
          </span>
          <Button size="small" type="text" disabled={busy} onClick={() => load()}>
            {t('slider.refresh')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
