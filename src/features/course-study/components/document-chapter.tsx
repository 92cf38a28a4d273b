import { Button, Message } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { fetchDocPreviewToken, type ChapterRef } from '../api/study-api';
import { mediaUrl } from '../../../lib/media-url';
import { PdfViewer } from './pdf-viewer';

export interface DocumentChapterProps {
  chapter: ChapterRef;
  url: string;
  allowDownload: boolean;
  startPage: number;
  onPage: (page: number) => void;
  openExternal: (url: string) => void;
  /** Opens a portal page the host's way (a new tab in a browser). */
  openRoute: (path: string) => void;
}

/** A document chapter: pdf.js in the page, a full-page preview (/filepreview) and a download where the course allows it. */
export function DocumentChapter({
  chapter,
  url,
  allowDownload,
  startPage,
  onPage,
  openExternal,
  openRoute,
}: DocumentChapterProps) {
  const { t } = useTranslation('course-study');
  const [opening, setOpening] = useState(false);
  const address = mediaUrl(url);
  const openFullPage = async () => {
    setOpening(true);
    try {
      const token = await fetchDocPreviewToken(chapter);
      openRoute(`/filepreview?docToken=${encodeURIComponent(token)}`);
    } catch (error) {
      Message.error(errorText(error));
    } finally {
      setOpening(false);
    }
  };
  return (
    <div className="lp-study-document-chapter">
      <PdfViewer
        url={address}
        startPage={startPage}
        onPage={onPage}
        downloadUrl={allowDownload ? `${address}&dl=1` : undefined}
        onDownload={openExternal}
        extra={
          chapter.preview ? null : (
            <Button type="text" loading={opening} onClick={() => void openFullPage()}>
              {t('document.fullPage')}
            </Button>
          )
        }
      />
    </div>
  );
}
