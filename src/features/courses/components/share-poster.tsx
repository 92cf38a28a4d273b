import { Button, Message, Modal, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import type { CoursePlaybill } from '../../../../protocol';
import { errorText } from '../../../lib/error-text';
import { getCoursePlaybill } from '../api/courses-api';
import { drawPoster } from '../poster-canvas';
import { courseKeys } from '../api/query-keys';

/**
 * The course's address as a full URL for the QR code: the portal's base path (Vite's `base`, '/'
 * by default) + the course's path, on this page's origin — not relative to the current page.
 */
function absoluteUrl(path: string): string {
  return new URL(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`, document.baseURI).href;
}

async function loadPoster(id: number): Promise<{ playbill: CoursePlaybill; url: string; qr: string }> {
  const playbill = await getCoursePlaybill(id);
  const url = absoluteUrl(playbill.path);
  const qr = await QRCode.toDataURL(url, { width: 240, margin: 1, errorCorrectionLevel: 'M' });
  return { playbill, url, qr };
}

/** A share poster: cover colours, title, lecturer, QR code of the course's address; downloadable as PNG. */
export interface SharePosterProps {
  courseId: number;
  open: boolean;
  onClose: () => void;
  /** The host's own share sheet (DingTalk), where there is one. */
  onHostShare?: ((content: { url: string; title: string; text: string }) => Promise<void>) | null;
}

export function SharePoster({ courseId, open, onClose, onHostShare = null }: SharePosterProps) {
  const { t } = useTranslation('courses');
  const poster = useQuery({
    queryKey: courseKeys.playbill(courseId),
    queryFn: () => loadPoster(courseId),
    enabled: open,
  });
  const download = async () => {
    if (!poster.data) return;
    const png = await drawPoster({
      ...poster.data,
      scanHint: t('share.scan'),
      lecturerLine: t('detail.lecturerName', { name: poster.data.playbill.lecturerName }),
    });
    const link = document.createElement('a');
    link.href = png;
    link.download = `${poster.data.playbill.title.replace(/[\\/:*?"<>|]+/g, '_')}.png`;
    link.click();
  };
  return (
    <Modal title={t('share.title')} visible={open} onCancel={onClose} footer={null} unmountOnExit>
      {poster.isPending ? <Spin /> : null}
      {poster.isError ? (
        <div role="alert">
          <p>{errorText(poster.error)}</p>
          <Button onClick={() => void poster.refetch()}>{t('common:retry')}</Button>
        </div>
      ) : null}
      {poster.data ? (
        <figure className="lp-poster" aria-label={t('share.title')}>
          <div className="lp-poster-card">
            <p className="lp-poster-enterprise">{poster.data.playbill.enterpriseName}</p>
            <h2 className="lp-poster-title">{poster.data.playbill.title}</h2>
            <p className="lp-poster-lecturer">
              {t('detail.lecturerName', { name: poster.data.playbill.lecturerName })}
            </p>
            <img className="lp-poster-qr" src={poster.data.qr} alt={t('share.qrAlt')} width={160} height={160} />
            <figcaption className="lp-poster-hint">{t('share.scan')}</figcaption>
            <p className="lp-poster-url">{poster.data.url}</p>
          </div>
          {onHostShare ? (
            <Button
              type="primary"
              long
              className="lp-poster-host-share"
              onClick={() => {
                const { playbill, url } = poster.data!;
                onHostShare({
                  url,
                  title: playbill.title,
                  text: t('detail.lecturerName', { name: playbill.lecturerName }),
                }).catch(() => Message.error(t('share.hostFailed')));
              }}
            >
              {t('share.toDingtalk')}
            </Button>
          ) : null}
          <Button type={onHostShare ? 'secondary' : 'primary'} long onClick={() => void download()}>
            {t('share.download')}
          </Button>
        </figure>
      ) : null}
    </Modal>
  );
}
