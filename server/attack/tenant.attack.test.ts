import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE_KEYS } from '../../protocol';
import type { CallDefinition } from '../pipeline/call-registry';
import { buildRegistry } from '../routes';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { newCounts, report } from './attack-report';
import { fieldsOf } from './schema-fields';
import { tenantFingerprint, tenantIds, markTenantText } from './tenant-data';

/**
 * Tenant isolation on every registered call: members and administrators of enterprise 1 send the
 * ids of enterprise 2's rows in every id field. Enterprise 2's text is marked first, so any answer
 * that carries the mark is a leak; enterprise 2's rows must be exactly as they were afterwards.
 */
const OTHER_EID = 2;
const MARK = 'T2-SECRET';
const counts = newCounts();
let t: TestApp;
let learner: { token: string; userid: string };
let admin: { token: string; userid: string };
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.login('learner');
  admin = await t.login('admin');
  const marked = await markTenantText(t.db, OTHER_EID, MARK);
  expect(marked).toBeGreaterThan(0);
  ids = await tenantIds(t.db, OTHER_EID);
});

afterAll(async () => {
  report('tenant', counts);
  expect(counts.leaks).toEqual([]);
  await t.close();
});

/** Fields that name an object: `id`, `courseId`, `chapter_id`, `ids`, `catid`… */
const ID_FIELD = /(^id$|id$|ids$|_id$)/i;

/** A plausible value for every other field, so a probe gets past validation to the id check. */
function baseParams(call: CallDefinition): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of fieldsOf(call.input)) {
    if (ENVELOPE_KEYS.includes(field.name)) continue;
    if (field.kind === 'number') params[field.name] = String(Math.max(1, field.minValue ?? 1));
    else if (field.kind === 'enum') params[field.name] = field.options[0] ?? '';
    else if (field.kind === 'string' && !field.boundedByPattern)
      params[field.name] = 'a'.repeat(Math.max(1, field.minLength ?? 1));
  }
  return params;
}

function idFields(call: CallDefinition) {
  return fieldsOf(call.input).filter(
    (field) =>
      ID_FIELD.test(field.name) &&
      !ENVELOPE_KEYS.includes(field.name) &&
      (field.kind === 'string' || field.kind === 'number' || field.kind === 'other'),
  );
}

describe('tenant isolation on every registered call', () => {
  it('the mark and the ids are really there: a member of enterprise 2 sees the mark (the probe can fail)', async () => {
    expect(ids.length).toBeGreaterThan(5);
    const own = await t.login('learner', OTHER_EID);
    const { body } = await t.call('/v1/user/profile', {}, { ...own, eid: OTHER_EID });
    expect(JSON.stringify(body)).toContain(MARK);
  });

  it("never answers with another enterprise's data and never changes it, whatever id is sent", async () => {
    let probed = 0;
    for (const call of buildRegistry(t.config).all()) {
      const fields = idFields(call);
      if (fields.length === 0) continue;
      probed += 1;
      counts.endpoints.add(call.name);
      const identity = call.access === 'admin' ? admin : learner;
      const base = baseParams(call);
      const before = await tenantFingerprint(t.db, OTHER_EID);
      for (const field of fields) {
        for (const id of ids) {
          counts.attempts += 1;
          const { body } = await t.call(
            call.name,
            { ...base, [field.name]: String(id) },
            { method: call.method, ...identity },
          );
          if (JSON.stringify(body).includes(MARK))
            counts.leaks.push(`${call.name} ${field.name}=${id}: answered with enterprise ${OTHER_EID}'s data`);
          else counts.refusals += 1;
        }
      }
      if (before !== (await tenantFingerprint(t.db, OTHER_EID)))
        counts.leaks.push(`${call.name}: changed enterprise ${OTHER_EID}'s rows`);
    }
    expect(probed).toBeGreaterThan(10);
  }, 300_000);
});
