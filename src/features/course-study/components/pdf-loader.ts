import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * pdf.js loads on first use (it is large) with its worker as a separate file Vite emits
 * (`?url`), so parsing never blocks the page.
 */
let ready: Promise<typeof import('pdfjs-dist')> | null = null;

function loadPdfJs(): Promise<typeof import('pdfjs-dist')> {
  ready ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  return ready;
}

export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  // The address is signed and short-lived: no credentials, no range probing beyond the file.
  return pdfjs.getDocument({ url, withCredentials: false, isEvalSupported: false }).promise;
}
