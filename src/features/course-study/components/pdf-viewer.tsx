import { Button, Result, Spin } from '@arco-design/web-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openPdf } from './pdf-loader';

export interface PdfViewerProps {
  url: string;
  /** First page shown (1-based), e.g. where the learner stopped. */
  startPage?: number;
  onPage?: (page: number) => void;
  downloadUrl?: string;
  onDownload?: (url: string) => void;
  /** More tools in the pager row (e.g. the full-page preview). */
  extra?: ReactNode;
}

/** A PDF rendered in the page, one page at a time, with page navigation (buttons and arrow keys). */
export function PdfViewer({ url, startPage = 1, onPage, downloadUrl, onDownload, extra }: PdfViewerProps) {
  const { t } = useTranslation('course-study');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState(Math.max(1, Math.round(startPage)));
  const [attempt, setAttempt] = useState(0);
  // What each opening ended with, keyed by address and attempt: a new one starts clean without resetting state in the effect.
  const key = `${attempt}|${url}`;
  const [outcome, setOutcome] = useState<{ key: string; pdf: PDFDocumentProxy | null } | null>(null);
  const pdf = outcome?.key === key ? outcome.pdf : null;
  const failed = outcome?.key === key && outcome.pdf === null;

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    openPdf(url).then(
      (doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else setOutcome({ key, pdf: doc });
      },
      () => !cancelled && setOutcome({ key, pdf: null }),
    );
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url, key]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    const target = canvas.current;
    const number = Math.min(page, pdf.numPages);
    let task: { cancel: () => void; promise: Promise<unknown> } | null = null;
    void pdf.getPage(number).then((p) => {
      const viewport = p.getViewport({
        scale:
          (Math.min(860, target.parentElement?.clientWidth ?? 860) / p.getViewport({ scale: 1 }).width) *
          (window.devicePixelRatio || 1),
      });
      target.width = viewport.width;
      target.height = viewport.height;
      target.style.width = `${viewport.width / (window.devicePixelRatio || 1)}px`;
      task = p.render({ canvas: target, viewport });
      task.promise.catch(() => undefined);
    });
    return () => task?.cancel();
  }, [pdf, page]);

  if (failed) {
    return (
      <Result
        status="error"
        title={t('document.failed')}
        extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('common:retry')}</Button>}
      />
    );
  }
  if (!pdf) return <Spin className="lp-study-loading" tip={t('document.loading')} />;
  const total = pdf.numPages;
  const go = (next: number) => {
    const clamped = Math.max(1, Math.min(total, next));
    setPage(clamped);
    onPage?.(clamped);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(page - 1);
    else if (event.key === 'ArrowRight' || event.key === 'PageDown') go(page + 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="lp-study-document" tabIndex={0} onKeyDown={onKeyDown} role="group" aria-label={t('document.label')}>
      <div className="lp-study-pager">
        <Button onClick={() => go(page - 1)} disabled={page <= 1}>
          {t('document.previous')}
        </Button>
        <span data-testid="pdf-page">{t('document.position', { page: Math.min(page, total), total })}</span>
        <Button onClick={() => go(page + 1)} disabled={page >= total}>
          {t('document.next')}
        </Button>
        {downloadUrl && onDownload && (
          <Button type="outline" onClick={() => onDownload(downloadUrl)}>
            {t('document.download')}
          </Button>
        )}
        {extra}
      </div>
      <div className="lp-study-canvas">
        <canvas ref={canvas} aria-label={t('document.pageAlt', { page: Math.min(page, total), total })} role="img" />
      </div>
    </div>
  );
}
