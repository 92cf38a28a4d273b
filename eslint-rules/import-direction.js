// The import direction of ../shared/design.md, as one lint rule:
//   protocol ← host-adapters ← src/lib, src/components ← src/features ← src/app;  protocol ← server.
// A feature never imports another feature; outside host-adapters only host-adapters/index.ts is
// reachable; ky only in src/lib/api-client.ts; the host SDKs only in their adapter folders.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Which zone a repository-relative path belongs to. */
function zoneOf(rel) {
  if (rel.startsWith('protocol/')) return { zone: 'protocol' };
  if (rel.startsWith('host-adapters/')) return { zone: 'host' };
  if (rel.startsWith('server/')) return { zone: 'server' };
  const feature = /^src\/features\/([^/]+)\//.exec(rel);
  if (feature) return { zone: 'feature', feature: feature[1] };
  if (/^src\/(lib|components|locales|test)\//.test(rel)) return { zone: 'shared' };
  if (rel.startsWith('src/')) return { zone: 'app' };
  return { zone: 'tooling' };
}

/** Zones each zone may import. */
const ALLOWED = {
  protocol: ['protocol'],
  host: ['protocol', 'host'],
  shared: ['protocol', 'host', 'shared'],
  feature: ['protocol', 'host', 'shared', 'feature'],
  app: ['protocol', 'host', 'shared', 'feature', 'app'],
  server: ['protocol', 'server'],
  tooling: ['protocol', 'server', 'host', 'shared', 'feature', 'app', 'tooling'],
};

const PACKAGE_HOMES = {
  ky: (rel) => rel === 'src/lib/api-client.ts',
  'dingtalk-jsapi': (rel) => rel.startsWith('host-adapters/dingtalk/'),
  '@wecom/jssdk': (rel) => rel.startsWith('host-adapters/wecom/'),
};

function packageName(source) {
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the layer import direction of design.md' },
    schema: [],
  },
  create(context) {
    const fileRel = path.relative(root, context.filename).split(path.sep).join('/');
    const from = zoneOf(fileRel);

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        const home = PACKAGE_HOMES[packageName(source)];
        if (home && !home(fileRel)) {
          context.report({ node, message: `'${source}' may only be imported in its own wrapper (see design.md).` });
        }
        return;
      }
      const targetRel = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      // A trailing slash makes a bare directory import ('../protocol') land in its zone.
      const to = zoneOf(targetRel + '/');
      if (!ALLOWED[from.zone].includes(to.zone)) {
        context.report({ node, message: `${from.zone} code may not import ${to.zone} code ('${source}').` });
        return;
      }
      if (from.zone === 'feature' && to.zone === 'feature' && from.feature !== to.feature) {
        context.report({
          node,
          message: `A feature may not import another feature ('${source}'); compose them in src/app.`,
        });
      }
      if (from.zone !== 'host' && to.zone === 'host' && !/^host-adapters(\/index(\.ts)?)?$/.test(targetRel)) {
        context.report({ node, message: `Reach host adapters only through host-adapters/index.ts ('${source}').` });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
