import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useTranslation } from 'react-i18next';
import type { NoteState } from '../../../../protocol';

const COLOURS: Record<NoteState, string> = { private: 'gray', in_review: 'orange', public: 'green', rejected: 'red' };

/** Private / in review / public / rejected. */
export function NoteStateTag({ state }: { state: NoteState }) {
  const { t } = useTranslation('course-social');
  return <Tag color={COLOURS[state]}>{t(`noteState.${state}`)}</Tag>;
}
