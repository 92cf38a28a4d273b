import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { errorText } from '../../../lib/error-text';
import { mediaUrl } from '../../../lib/media-url';
import { uploadImage } from '../api/questionnaires-api';
import type { ImageFieldProps } from './field-types';

/** The pad's drawing as a PNG blob. */
function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('empty canvas'))), 'image/png'),
  );
}

/**
 * Signature: drawn on a canvas (signature_pad: finger, pen or mouse) and stored as an image. A
 * keyboard user types their name instead, which is drawn on the same canvas in a script face.
 */
export function SignatureField(props: ImageFieldProps) {
  const { t } = useTranslation('questionnaires');
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const saved = typeof props.value === 'number' ? props.images[String(props.value)] : undefined;

  useEffect(() => {
    const element = canvas.current;
    if (!element || saved) return;
    // Size the bitmap to the element and the screen's pixel ratio so strokes are sharp.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const instance = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)' });
    pad.current = instance;
    return () => {
      instance.off();
      pad.current = null;
    };
  }, [saved]);

  function drawTyped() {
    const element = canvas.current;
    if (!element || !pad.current || typed.trim() === '') return;
    pad.current.clear();
    const context = element.getContext('2d')!;
    context.fillStyle = '#1d2129';
    context.font = 'italic 32px "Segoe Script", "Brush Script MT", cursive';
    context.textBaseline = 'middle';
    context.fillText(typed.trim().slice(0, 40), 16, element.offsetHeight / 2);
    return true;
  }

  async function save(fromTyped: boolean) {
    setError('');
    if (fromTyped ? !drawTyped() : pad.current?.isEmpty() !== false) return;
    setBusy(true);
    try {
      const uploaded = await uploadImage(props.questionnaireId, await canvasBlob(canvas.current!));
      props.onImage(uploaded.uploadId, uploaded.url);
      props.onChange(uploaded.uploadId);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (saved)
    return (
      <div className="lp-q-signature" role="group" aria-labelledby={props.labelId} aria-describedby={props.errorId}>
        <p className="lp-q-hint">{t('answer.signatureSaved')}</p>
        <img className="lp-q-signature-image" src={mediaUrl(saved)} alt={t('answer.signatureAlt')} />
        <button type="button" className="lp-q-button" onClick={() => props.onChange(undefined)}>
          {t('answer.redoSignature')}
        </button>
      </div>
    );

  const typedId = `${props.errorId}-typed`;
  return (
    <div className="lp-q-signature" role="group" aria-labelledby={props.labelId} aria-describedby={props.errorId}>
      <p className="lp-q-hint">{t('answer.signHere')}</p>
      <canvas ref={canvas} className="lp-q-canvas" role="img" aria-label={t('answer.signatureCanvas')} />
      <div className="lp-q-row">
        <button type="button" className="lp-q-button" onClick={() => pad.current?.clear()} disabled={busy}>
          {t('answer.clearSignature')}
        </button>
        <button type="button" className="lp-q-button is-primary" onClick={() => void save(false)} disabled={busy}>
          {t('answer.saveSignature')}
        </button>
      </div>
      <div className="lp-q-row">
        <label htmlFor={typedId}>{t('answer.typeName')}</label>
        <input id={typedId} type="text" maxLength={40} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="button" className="lp-q-button" onClick={() => void save(true)} disabled={busy || !typed.trim()}>
          {t('answer.useTyped')}
        </button>
      </div>
      {error && (
        <p className="lp-q-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
