import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { MicroCourseState } from '../../../../protocol';

const COLOURS: Record<MicroCourseState, string> = {
  draft: 'gray',
  uploaded: 'arcoblue',
  transcoding: 'arcoblue',
  transcode_failed: 'red',
  under_review: 'orange',
  rejected: 'red',
  approved: 'green',
};

/** A micro-course's state (spec 001 §4) as a coloured label. */
export function StateTag({ state }: { state: MicroCourseState }) {
  const { t } = useTranslation('micro-courses');
  return <Tag color={COLOURS[state]}>{t(`state.${state}`)}</Tag>;
}
