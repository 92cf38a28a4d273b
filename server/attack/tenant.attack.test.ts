import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENVELOPE_KEYS } from '../../protocol';
import type { CallDefinition } from '../pipeline/call-registry';
import { buildRegistry } from '../routes';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { newCounts, report } from './attack-report';
import { fieldsOf } from './schema-fields';
import { carriesNumberMark, markTenantNumbers, markTenantText, tenantFingerprint, tenantIds } from './tenant-data';

/**
 * Tenant isolation on every registered call: members and administrators of enterprise 1 send every
 * id enterprise 2 owns in every field that can carry an id, whatever its name (every number field,
 * every field named like an id, every pattern-bound code). Enterprise 2's shown text and shown
 * figures are marked first, so any answer that carries either mark is a leak; enterprise 2's rows
 * must be exactly as they were afterwards. The tenant scope (decision 0033) is what it attacks.
 */
const OTHER_EID = 2;
const MARK = 'T2-SECRET';
const NUMBER_MARK = 97531;
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
  expect(await markTenantNumbers(t.db, OTHER_EID, NUMBER_MARK)).toBeGreaterThan(0);
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

/** Every field that can carry an id: any number, anything named like an id, any pattern-bound code. */
function idFields(call: CallDefinition) {
  return fieldsOf(call.input).filter(
    (field) =>
      !ENVELOPE_KEYS.includes(field.name) &&
      (field.kind === 'number' ||
        ((field.kind === 'string' || field.kind === 'other' || field.kind === 'array') &&
          (ID_FIELD.test(field.name) || field.boundedByPattern))),
  );
}

function leaked(body: unknown): boolean {
  const text = JSON.stringify(body);
  return text.includes(MARK) || carriesNumberMark(text, NUMBER_MARK);
}

describe('tenant isolation on every registered call', () => {
  it('the mark and the ids are really there: a member of enterprise 2 sees the mark (the probe can fail)', async () => {
    expect(ids.length).toBeGreaterThan(5);
    const own = await t.login('learner', OTHER_EID);
    const { body } = await t.call('/v1/user/profile', {}, { ...own, eid: OTHER_EID });
    expect(JSON.stringify(body)).toContain(MARK);
    // The figures' mark: the member's own points travel in every answer's userinfo.
    expect(carriesNumberMark(JSON.stringify(body), NUMBER_MARK)).toBe(true);
    expect(carriesNumberMark('{"at":1764097531000,"v":9753.1}', NUMBER_MARK)).toBe(false);
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
          if (leaked(body))
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
