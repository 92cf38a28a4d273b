// Domain boundaries inside the server (issue 16): an area of server/routes/<area>/ is reached by
// the other areas only through its index.ts (what it offers them), never by reaching into its
// files; and server/pipeline/ (the path every call takes) imports no route module at all.
// Tests and test helpers may share the areas' *-test-helpers.ts fixtures.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Imports tolerated for now, each with the reason and who removes it: `from` and `to` are
 * repository-relative paths without extension. Keep this empty; an entry is a debt.
 */
export const SERVER_BOUNDARY_ALLOWED = [];

const AREA = /^server\/routes\/([^/]+)\//;

function areaOf(rel) {
  return AREA.exec(rel)?.[1] ?? null;
}

function isTestCode(rel) {
  return /\.test\.ts$/.test(rel) || /-test-helpers\.ts$/.test(rel);
}

function withoutExtension(rel) {
  return rel.replace(/\.(ts|js|mjs)$/, '');
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Server areas reach each other only through index.ts; the pipeline imports no route' },
    schema: [],
  },
  create(context) {
    const fileRel = path.relative(root, context.filename).split(path.sep).join('/');
    const fromArea = areaOf(fileRel);
    const inPipeline = fileRel.startsWith('server/pipeline/');
    if (!fromArea && !inPipeline) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const targetRel = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      const allowed = SERVER_BOUNDARY_ALLOWED.some(
        (entry) => entry.from === withoutExtension(fileRel) && entry.to === withoutExtension(targetRel),
      );
      if (allowed) return;
      if (inPipeline) {
        if (targetRel === 'server/routes' || targetRel.startsWith('server/routes/')) {
          context.report({
            node,
            message: `server/pipeline may not import route modules ('${source}'); move what it needs into the pipeline or server/lib.`,
          });
        }
        return;
      }
      // A bare directory import ('../courses') is its index.
      const toArea = areaOf(targetRel + '/');
      if (!toArea || toArea === fromArea) return;
      const rest = targetRel.slice(`server/routes/${toArea}`.length);
      if (rest === '' || /^\/index(\.(ts|js))?$/.test(rest)) return;
      if (isTestCode(fileRel) && /-test-helpers(\.ts)?$/.test(rest)) return;
      context.report({
        node,
        message: `Reach the ${toArea} area only through server/routes/${toArea}/index.ts ('${source}').`,
      });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
