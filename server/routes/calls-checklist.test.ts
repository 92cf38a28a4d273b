import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { buildRegistry } from '.';

/**
 * docs/checklists/calls.tsv lists every call of both specs with its method. Every call the
 * server registers must be one of them, with the same method where the spec names one — so
 * no call is invented or misnamed. Calls the specs do not name but a screen needs are
 * listed in extra-calls.tsv, each with the decision record that explains it. (Coverage of the whole list grows issue by issue.)
 */
function readChecklist(file: string): Map<string, string> {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/checklists', file), 'utf8');
  const calls = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#') || line.startsWith('method\t')) continue;
    const [method, name] = line.split('\t');
    // The spec writes one REST call with its full prefix (/yii/appapi/send-message); call names are relative to it.
    if (method && name) calls.set(name.replace(/^\/yii\/appapi(?=\/)/, ''), method);
  }
  return calls;
}

describe('calls checklist', () => {
  // Calls the specs leave unnamed but a screen needs (e.g. saving the profile), each with its decision.
  // One extra-calls file per area (extra-calls-<area>.tsv), so areas never edit the same list.
  const extraFiles = fs
    .readdirSync(path.resolve(import.meta.dirname, '../../docs/checklists'))
    .filter((file) => /^extra-calls(-[a-z-]+)?\.tsv$/.test(file));
  const checklist = new Map([...readChecklist('calls.tsv'), ...extraFiles.flatMap((file) => [...readChecklist(file)])]);
  const registered = buildRegistry(readConfig({})).all();

  it('reads the whole checklist', () => {
    expect(readChecklist('calls.tsv').size).toBeGreaterThan(80);
  });

  it.each(registered.map((call) => [call.name, call.method] as const))(
    '%s (%s) is a call of the specs with the same method',
    (name, method) => {
      expect(checklist.has(name)).toBe(true);
      const specMethod = checklist.get(name);
      if (specMethod !== '?') expect(method).toBe(specMethod);
    },
  );
});
