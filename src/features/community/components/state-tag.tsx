import { useTranslation } from 'react-i18next';
import type { PostKind, PostState } from '../../../../protocol';

/** A post's state in words (never colour alone); open topics need no tag. */
export function StateTag({ state, kind }: { state: PostState; kind: PostKind }) {
  const { t } = useTranslation('community');
  if (state === 'open' && kind === 'topic') return null;
  return <span className={`lp-community-state lp-community-state--${state}`}>{t(`state.${state}`)}</span>;
}
