import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { buildRegistry } from '../routes';
import { fieldsOf, isBoundedPattern } from './schema-fields';

/**
 * Every text and list a call accepts has an upper bound in its schema, so an over-long value is
 * refused before any rule runs (and never reaches the database or a log line whole).
 */
describe('input bounds of every registered call', () => {
  it('tells bounded patterns from open-ended ones', () => {
    expect(isBoundedPattern(/^\d{4}-\d{2}-\d{2}$/)).toBe(true);
    expect(isBoundedPattern(/^[A-Za-z0-9_+-]{8,64}$/)).toBe(true);
    expect(isBoundedPattern(/^\+?\d{1,4}$/)).toBe(true);
    expect(isBoundedPattern(/^\d+$/)).toBe(false);
    expect(isBoundedPattern(/^[a-z]{2,}$/)).toBe(false);
    expect(isBoundedPattern(/\d{1,4}/)).toBe(false);
    expect(isBoundedPattern(/^a.*$/)).toBe(false);
    expect(isBoundedPattern(/^ab|cd$/)).toBe(false);
    expect(isBoundedPattern(/^(ab|cd)$/)).toBe(true);
  });

  const calls = buildRegistry(readConfig({})).all();

  it.each(calls.map((call) => [call.name, call] as const))(
    '%s bounds every string and list it takes',
    (_name, call) => {
      const unbounded = fieldsOf(call.input)
        .filter(
          (field) =>
            (field.kind === 'string' || field.kind === 'array') && field.maxLength === null && !field.boundedByPattern,
        )
        .map((field) => field.name);
      expect(unbounded).toEqual([]);
    },
  );
});
