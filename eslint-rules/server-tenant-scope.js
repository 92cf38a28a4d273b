// Tenant scope in one place (decision 0033): a server handler's queries go through ctx.db, which
// reads and writes only the caller's enterprise. Stepping outside it — crossTenant(db) to see
// every enterprise, forTenant(db, eid) to pick one, guardTenantTables(db) to make a root handle —
// is allowed only in the files that decision lists (and in tests, the seed, the bench and the
// attack suite, which set up data for several enterprises). A new file that needs it is a new
// line in the decision and in the allow-list below, reviewed as such.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const ESCAPES = new Set(['crossTenant', 'forTenant', 'guardTenantTables']);

/** Files (repository-relative) allowed to leave the scope, with the escapes each may use. */
export const TENANT_SCOPE_ALLOWED = {
  'server/app.ts': ['guardTenantTables'],
  'server/pipeline/dispatch.ts': ['crossTenant', 'forTenant'],
  // A background job over every enterprise's submissions; each job runs in its own enterprise's scope.
  'server/routes/micro-courses/transcode-queue.ts': ['crossTenant', 'forTenant'],
  // A person's accounts in other enterprises (same verified phone) and the switch between them.
  'server/routes/account/enterprises.service.ts': ['crossTenant'],
  // A signed download link names its record; the link is the proof (no session, no envelope).
  'server/routes/course-social/download-link.route.ts': ['crossTenant'],
  // The overdue-exam sweep: attempts of every enterprise, each closed in its own enterprise's scope.
  'server/routes/exams/attempt-finalize.ts': ['crossTenant', 'forTenant'],
  // The certificate-expiry sweep: certificates of every enterprise, each claimed in its own enterprise's scope (decision 0058).
  'server/routes/certificates/expiry-sweep.ts': ['crossTenant', 'forTenant'],
  // Development tools (never in production): the loopback SMS outbox of every enterprise, and the
  // stand-in scan-login page of the enterprise named in its address.
  'server/routes/auth/dev-outbox.ts': ['crossTenant'],
  'server/routes/account/scan-login-simulator.ts': ['forTenant'],
  // A live room's event stream (no envelope): its signed address names the enterprise, learner and live (decision 0052).
  'server/routes/live/live-stream.route.ts': ['forTenant'],
  // A statistics export link names the enterprise and the administrator who asked (decision 0056).
  'server/routes/admin-statistics/export.route.ts': ['forTenant'],
};

function exempt(rel) {
  return (
    /\.test\.ts$/.test(rel) ||
    /(^|\/)[a-z-]*test-helpers\.ts$/.test(rel) ||
    /-fixture\.ts$/.test(rel) ||
    rel.startsWith('server/test-support/') ||
    rel.startsWith('server/db/') ||
    rel.startsWith('server/attack/') ||
    rel.startsWith('bench/') ||
    rel.startsWith('e2e/')
  );
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Leaving the tenant scope only where decision 0033 allows it' },
    schema: [],
  },
  create(context) {
    const rel = path.relative(root, context.filename).split(path.sep).join('/');
    if (!rel.startsWith('server/') || exempt(rel)) return {};
    const allowed = new Set(TENANT_SCOPE_ALLOWED[rel] ?? []);
    return {
      ImportDeclaration(node) {
        if (!/tenant-scope$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : '*';
          if (name === '*' || (ESCAPES.has(name) && !allowed.has(name))) {
            context.report({
              node: specifier,
              message: `${name} leaves the tenant scope: only the files of decision 0033 may (eslint-rules/server-tenant-scope.js). Use ctx.db.`,
            });
          }
        }
      },
    };
  },
};
