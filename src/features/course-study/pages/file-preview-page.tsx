import { Button, Spin } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../../components/status-panel';
import { errorText } from '../../../lib/error-text';
import { fetchDocPreview } from '../api/study-api';
import { PdfViewer } from '../components/pdf-viewer';
import { mediaUrl } from '../../../lib/media-url';
import '../course-study.css';
import '../course-study-mobile.css';
import { studyKeys } from '../api/query-keys';

export interface FilePreviewPageProps {
  /** The GetDocPerviewToken token from the address (`?docToken=`); empty when missing. */
  docToken: string;
  /** Downloads leave the portal through the host adapter. */
  onDownload: (url: string) => void;
}

/** /filepreview: one document chapter in the whole page, by a short-lived preview token (decision 0017). */
export function FilePreviewPage({ docToken, onDownload }: FilePreviewPageProps) {
  const { t } = useTranslation('course-study');
  const preview = useQuery({
    queryKey: studyKeys.docPreview(docToken),
    queryFn: () => fetchDocPreview(docToken),
    enabled: docToken.length > 0,
    retry: false,
    staleTime: Infinity,
  });

  if (!docToken)
    return <StatusPanel tone="warning" title={t('preview.missing')} description={t('preview.missingText')} />;
  if (preview.isPending) return <Spin className="lp-study-loading" tip={t('document.loading')} />;
  if (preview.isError) {
    return (
      <StatusPanel
        tone="error"
        role="alert"
        title={t('preview.failed')}
        description={errorText(preview.error)}
        actions={<Button onClick={() => void preview.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const url = mediaUrl(preview.data.url);
  return (
    <div className="lp-preview-page">
      <div className="lp-preview-head">
        <h1>{preview.data.title}</h1>
      </div>
      <PdfViewer
        url={url}
        downloadUrl={preview.data.allowDownload ? `${url}&dl=1` : undefined}
        onDownload={onDownload}
      />
    </div>
  );
}
