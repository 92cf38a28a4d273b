import { Button, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CameraScannerProps {
  visible: boolean;
  onClose: () => void;
  /** The text of the code read (or the link pasted). */
  onRead: (text: string) => void;
}

/**
 * The browser's own way to scan: the camera (getUserMedia) read frame by frame with jsQR, loaded
 * only when the dialog opens. Where there is no camera (a desktop, a refused permission) the
 * code's link can be pasted instead; the server checks it the same way.
 */
export function CameraScanner({ visible, onClose, onRead }: CameraScannerProps) {
  const { t } = useTranslation('activities');
  const video = useRef<HTMLVideoElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [pasted, setPasted] = useState('');

  useEffect(() => {
    if (!visible) return;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const { default: jsQR } = await import('jsqr');
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
        const tick = () => {
          if (stopped) return;
          const el = video.current;
          if (el && el.videoWidth > 0) {
            canvas.width = el.videoWidth;
            canvas.height = el.videoHeight;
            const context = canvas.getContext('2d', { willReadFrequently: true });
            context?.drawImage(el, 0, 0);
            const image = context?.getImageData(0, 0, canvas.width, canvas.height);
            const code = image ? jsQR(image.data, image.width, image.height) : null;
            if (code?.data) {
              onRead(code.data);
              return;
            }
          }
          frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      } catch {
        if (!stopped) setUnavailable(true);
      }
    };
    void start();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
      setUnavailable(false);
    };
  }, [visible, onRead]);

  return (
    <Modal
      visible={visible}
      title={t('scan.cameraTitle')}
      onCancel={onClose}
      footer={null}
      className="lp-activity-camera"
      unmountOnExit
    >
      {unavailable ? (
        <p role="alert" className="lp-activity-note">
          {t('scan.cameraUnavailable')}
        </p>
      ) : (
        <>
          <p className="lp-activity-note">{t('scan.cameraHint')}</p>
          <video
            ref={video}
            className="lp-activity-camera__video"
            muted
            playsInline
            aria-label={t('scan.cameraVideo')}
          />
        </>
      )}
      <form
        className="lp-activity-paste"
        onSubmit={(event) => {
          event.preventDefault();
          if (pasted.trim()) onRead(pasted.trim());
        }}
      >
        <label htmlFor="lp-activity-paste-input">{t('scan.pasteLabel')}</label>
        <Input
          id="lp-activity-paste-input"
          value={pasted}
          onChange={setPasted}
          maxLength={2000}
          placeholder={t('scan.pastePlaceholder')}
        />
        <Button type="primary" htmlType="submit" disabled={!pasted.trim()}>
          {t('scan.pasteSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
