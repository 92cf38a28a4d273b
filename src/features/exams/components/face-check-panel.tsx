import { Button, Message } from '@arco-design/web-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyFace } from '../api/exams-api';
import type { FaceCheckSlot } from '../pages/answering-page';

export interface FaceCheckPanelProps {
  attemptId: number;
  failures: number;
  limit: number;
  renderDialog: FaceCheckSlot;
  /** The server handed the paper in after too many failures. */
  onForcedSubmit: () => void;
  /** The camera prompt takes focus from the page: not a screen switch. */
  onPicking: () => void;
}

/**
 * The face check of an exam that has it: opens once when answering starts and again on demand;
 * the dialog itself (camera, capture) is the face-check area's, composed in src/app.
 */
export function FaceCheckPanel({
  attemptId,
  failures: initialFailures,
  limit,
  renderDialog,
  onForcedSubmit,
  onPicking,
}: FaceCheckPanelProps) {
  const { t } = useTranslation('exams');
  const [open, setOpen] = useState(true);
  const [failures, setFailures] = useState(initialFailures);
  const [verified, setVerified] = useState(false);

  const capture = useCallback(
    async (frame: Blob) => {
      const outcome = await verifyFace(attemptId, frame);
      setFailures(outcome.failures);
      if (outcome.ok) setVerified(true);
      if (outcome.submitted) {
        setOpen(false);
        Message.warning(t('face.forced'));
        onForcedSubmit();
      }
      return {
        ok: outcome.ok,
        failures: outcome.failures,
        limit: outcome.limit,
        submitted: outcome.submitted,
        ...(outcome.reason ? { reason: outcome.reason } : {}),
      };
    },
    [attemptId, onForcedSubmit, t],
  );

  return (
    <section className="lp-exam-face" aria-label={t('face.title')}>
      <h2>{t('face.title')}</h2>
      <p className="lp-exam-muted">{verified ? t('face.verified') : t('face.failures', { count: failures, limit })}</p>
      <Button
        size="small"
        onClick={() => {
          onPicking();
          setOpen(true);
        }}
      >
        {t('face.check')}
      </Button>
      {renderDialog({ open, onCapture: capture, onClose: () => setOpen(false) })}
    </section>
  );
}
