import { Button, Modal } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { captureFrame, openCamera, stopCamera, whenVideoHasFrames } from './camera';
import './exam-face.css';

/** What the exam's face call answers (E1's /v1/exam/attempt/face). */
export interface FaceCheckOutcome {
  ok: boolean;
  /** One of spec 001 §9's face refusals when not ok (verification_failed, not_same_person, …). */
  reason?: string;
  failures: number;
  limit: number;
  /** Past the limit the server handed the paper in. */
  submitted: boolean;
}

export interface FaceCheckDialogProps {
  open: boolean;
  /** What the check is for: an exam (the default: failures count towards hand-in) or signing in. */
  purpose?: 'exam' | 'login';
  onCapture: (frame: Blob) => Promise<FaceCheckOutcome>;
  onClose: () => void;
}

const KNOWN_REASONS = [
  'verification_failed',
  'name_or_id_wrong',
  'illegal_request',
  'not_same_person',
  'not_live',
  'not_set_up',
];

type Phase =
  | { kind: 'starting' }
  | { kind: 'no_camera' }
  | { kind: 'ready' }
  | { kind: 'checking' }
  | { kind: 'result'; outcome: FaceCheckOutcome }
  | { kind: 'error'; message: string };

/**
 * The exam's face check: camera preview, capture one frame as JPEG, send it through `onCapture`,
 * then the verdict and the failures left. When the camera cannot open, spec 001's advice (use
 * another browser or the app) replaces the preview.
 */
export function FaceCheckDialog(props: FaceCheckDialogProps) {
  // Mounted only while open, so every opening starts with a fresh camera and no old verdict.
  return props.open ? (
    <FaceCheckModal onCapture={props.onCapture} onClose={props.onClose} purpose={props.purpose ?? 'exam'} />
  ) : null;
}

function FaceCheckModal({ onCapture, onClose, purpose }: Omit<FaceCheckDialogProps, 'open'>) {
  const { t } = useTranslation('exam-grading');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    openCamera().then(
      (opened) => {
        if (cancelled) return stopCamera(opened);
        stream.current = opened;
        const element = video.current;
        if (!element) return setPhase({ kind: 'ready' });
        element.srcObject = opened;
        void element.play?.()?.catch(() => undefined);
        // The button waits for a picture: a frame taken before it would be blank.
        void whenVideoHasFrames(element).then(() => !cancelled && setPhase({ kind: 'ready' }));
      },
      () => !cancelled && setPhase({ kind: 'no_camera' }),
    );
    return () => {
      cancelled = true;
      stopCamera(stream.current);
      stream.current = null;
    };
  }, [attempt]);

  async function check() {
    if (!video.current) return;
    setPhase({ kind: 'checking' });
    try {
      const outcome = await onCapture(await captureFrame(video.current));
      setPhase({ kind: 'result', outcome });
    } catch (error) {
      setPhase({ kind: 'error', message: errorText(error) });
    }
  }

  const outcome = phase.kind === 'result' ? phase.outcome : null;
  const finished = outcome !== null && (outcome.ok || outcome.submitted);
  const left = outcome ? Math.max(0, outcome.limit - outcome.failures) : null;
  const footer = (
    <>
      {phase.kind === 'no_camera' ? (
        <Button
          onClick={() => {
            setPhase({ kind: 'starting' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('face.retryCamera')}
        </Button>
      ) : null}
      {!finished ? (
        <Button
          type="primary"
          disabled={phase.kind !== 'ready' && phase.kind !== 'result' && phase.kind !== 'error'}
          loading={phase.kind === 'checking'}
          onClick={() => void check()}
        >
          {outcome || phase.kind === 'error' ? t('face.again') : t('face.capture')}
        </Button>
      ) : (
        <Button type="primary" onClick={onClose}>
          {t('face.continue')}
        </Button>
      )}
    </>
  );

  return (
    <Modal
      visible
      title={t(purpose === 'login' ? 'face.titleLogin' : 'face.title')}
      footer={footer}
      onCancel={onClose}
      maskClosable={false}
      style={{ width: 560 }}
      unmountOnExit
    >
      <div className="lp-face">
        {phase.kind === 'no_camera' ? (
          <div className="lp-face-problem" role="alert">
            <strong>{t('face.noCamera')}</strong>
            <p>{t(purpose === 'login' ? 'face.noCameraHintLogin' : 'face.noCameraHint')}</p>
          </div>
        ) : (
          <div className="lp-face-preview">
            <video ref={video} className="lp-face-video" autoPlay muted playsInline aria-label={t('face.preview')} />
            {phase.kind === 'starting' ? <span className="lp-face-overlay">{t('face.starting')}</span> : null}
          </div>
        )}
        {phase.kind === 'ready' ? <p className="lp-face-hint">{t('face.hint')}</p> : null}
        {phase.kind === 'error' ? (
          <p className="lp-face-problem" role="alert">
            {phase.message}
          </p>
        ) : null}
        {outcome ? (
          <div className={outcome.ok ? 'lp-face-ok' : 'lp-face-problem'} role={outcome.ok ? 'status' : 'alert'}>
            <strong>
              {outcome.ok
                ? t('face.passed')
                : t(
                    `face.reason.${KNOWN_REASONS.includes(outcome.reason ?? '') ? outcome.reason! : 'verification_failed'}`,
                  )}
            </strong>
            {!outcome.ok && outcome.submitted ? <p>{t('face.forcedSubmit')}</p> : null}
            {!outcome.ok && !outcome.submitted && purpose === 'exam' ? (
              <p>{t('face.left', { n: left, limit: outcome.limit })}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
