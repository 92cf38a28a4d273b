import { Button, Result, Spin } from '@arco-design/web-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentWidth } from '../hooks/use-content-width';
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

/** Pages are drawn at most this wide (CSS px): the desktop's reading width. */
const MAX_PAGE_WIDTH = 860;

/**
 * A PDF rendered in the page, one page at a time, with page navigation (buttons and arrow keys).
 * The page is drawn as wide as its box (up to MAX_PAGE_WIDTH) and drawn again when the box's
 * width changes, so it fits a phone's width in either orientation.
 */
export function PdfViewer({ url, startPage = 1, onPage, downloadUrl, onDownload, extra }: PdfViewerProps) {
  const { t } = useTranslation('course-study');
  const canvas = useRef<HTMLCanvasElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(Math.max(1, Math.round(startPage)));
  const [attempt, setAttempt] = useState(0);
  // What each opening ended with, keyed by address and attempt: a new one starts clean without resetting state in the effect.
  const key = `${attempt}|${url}`;
  const [outcome, setOutcome] = useState<{ key: string; pdf: PDFDocumentProxy | null } | null>(null);
  const pdf = outcome?.key === key ? outcome.pdf : null;
  const failed = outcome?.key === key && outcome.pdf === null;
  const boxWidth = useContentWidth(box, pdf !== null);

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
    if (!pdf || !canvas.current || boxWidth === null) return;
    const target = canvas.current;
    const number = Math.min(page, pdf.numPages);
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<unknown> } | null = null;
    void pdf.getPage(number).then((p) => {
      if (cancelled) return;
      const ratio = window.devicePixelRatio || 1;
      const cssWidth = Math.min(MAX_PAGE_WIDTH, boxWidth);
      const viewport = p.getViewport({ scale: (cssWidth / p.getViewport({ scale: 1 }).width) * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${cssWidth}px`;
      task = p.render({ canvas: target, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, boxWidth]);

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
      <div className="lp-study-canvas" ref={box}>
        <canvas ref={canvas} aria-label={t('document.pageAlt', { page: Math.min(page, total), total })} role="img" />
      </div>
    </div>
  );
}
