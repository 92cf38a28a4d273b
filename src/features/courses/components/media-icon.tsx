import {
  IconApps,
  IconBook,
  IconFile,
  IconFileImage,
  IconImage,
  IconLink,
  IconPlayCircle,
  IconSound,
} from '@arco-design/web-react/icon';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType<{ style?: React.CSSProperties; className?: string }>> = {
  video: IconPlayCircle,
  audio: IconSound,
  document: IconFile,
  link: IconLink,
  imagetext: IconFileImage,
  imageset: IconImage,
  scorm: IconApps,
  mixed: IconBook,
};

/** The icon of a course's or chapter's media kind (decorative: the kind is also said in text). */
export function MediaIcon({ kind, size = 16 }: { kind: string; size?: number }) {
  const Icon = ICONS[kind] ?? IconBook;
  return <Icon aria-hidden="true" style={{ fontSize: size }} />;
}
