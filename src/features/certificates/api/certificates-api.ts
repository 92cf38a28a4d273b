import type { Certificate } from '../../../../protocol';
import { certificatePdfCall, myCertificatesCall } from '../../../../protocol/calls/homework';
import { api } from '../../../lib/api-client';

const quiet = { quiet: true } as const;

export async function listMyCertificates(): Promise<{ list: Certificate[]; valid: number; total: number }> {
  return api.request(myCertificatesCall, {}, quiet);
}

/** The certificate's PDF as the server made it, saved by the browser as a file. */
export async function downloadCertificate(id: number): Promise<void> {
  const { fileName, pdfBase64 } = await api.request(certificatePdfCall, { id: String(id) }, quiet);
  const bytes = Uint8Array.from(atob(pdfBase64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const certificateKeys = { mine: () => ['certificates', 'mine'] as const };
