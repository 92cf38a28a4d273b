import { useEffect } from 'react';
import { mountWatermark } from './watermark-guard';

export interface WatermarkProps {
  /** The lines of each mark, e.g. the user's name and id, and the date. */
  lines: readonly string[];
}

/**
 * A full-screen watermark over the page. It lives outside React's tree (appended to body) so a
 * restore after tampering never fights React's reconciliation.
 */
export function Watermark({ lines }: WatermarkProps) {
  const text = lines.join('\n');
  useEffect(() => {
    const guard = mountWatermark(text.split('\n'));
    return () => guard.dispose();
  }, [text]);
  return null;
}
