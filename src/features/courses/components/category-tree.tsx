import { Tree } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tree/style/css.js';
import { useTranslation } from 'react-i18next';
import type { CourseCategoryNode } from '../../../../protocol';

type TreeData = { key: string; title: string; children?: TreeData[] };
const toTreeData = (nodes: CourseCategoryNode[]): TreeData[] =>
  nodes.map((n) => ({
    key: n.code,
    title: n.name,
    ...(n.children.length ? { children: toTreeData(n.children) } : {}),
  }));

/** The category tree browser of /course/classlibrary (keyboard: Tab to the tree, arrows, Enter). */
export function CategoryTree({
  tree,
  catid,
  onSelect,
}: {
  tree: CourseCategoryNode[];
  catid: string;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation('courses');
  const data: TreeData[] = [{ key: '', title: t('category.all'), children: toTreeData(tree) }];
  return (
    <nav className="lp-category-tree" aria-label={t('category.label')}>
      <Tree
        // Mounted again when the categories arrive, so that the top level opens expanded.
        key={tree.length}
        treeData={data}
        selectedKeys={[catid]}
        defaultExpandedKeys={['', ...tree.map((n) => n.code)]}
        onSelect={(keys) => onSelect(String(keys[0] ?? ''))}
        blockNode
      />
    </nav>
  );
}
