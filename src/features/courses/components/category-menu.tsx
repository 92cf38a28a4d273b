import { useTranslation } from 'react-i18next';
import type { CourseCategoryNode } from '../../../../protocol';

function pathTo(nodes: CourseCategoryNode[], code: string): CourseCategoryNode[] {
  for (const node of nodes) {
    if (node.code === code) return [node];
    const below = pathTo(node.children, code);
    if (below.length) return [node, ...below];
  }
  return [];
}

function Row({
  label,
  items,
  selected,
  onSelect,
  allCode,
}: {
  label: string;
  items: CourseCategoryNode[];
  selected: string;
  onSelect: (code: string) => void;
  allCode: string;
}) {
  const { t } = useTranslation('courses');
  return (
    <div className="lp-category-row" role="group" aria-label={label}>
      <button type="button" className="lp-chip" aria-pressed={selected === allCode} onClick={() => onSelect(allCode)}>
        {t('category.all')}
      </button>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className="lp-chip"
          aria-pressed={selected === item.code}
          onClick={() => onSelect(item.code)}
        >
          {item.name}
        </button>
      ))}
    </div>
  );
}

/** The category menu of /course: top categories, and the sub-categories of the chosen one. */
export function CategoryMenu({
  tree,
  catid,
  onSelect,
}: {
  tree: CourseCategoryNode[];
  catid: string;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation('courses');
  const path = pathTo(tree, catid);
  const top = path[0];
  return (
    <nav className="lp-category-menu" aria-label={t('category.label')}>
      <Row label={t('category.label')} items={tree} selected={top?.code ?? ''} onSelect={onSelect} allCode="" />
      {top && top.children.length > 0 ? (
        <Row
          label={t('category.sub', { name: top.name })}
          items={top.children}
          selected={path[1]?.code ?? top.code}
          onSelect={onSelect}
          allCode={top.code}
        />
      ) : null}
    </nav>
  );
}

export { pathTo as categoryPath };
