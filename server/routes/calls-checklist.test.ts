import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { buildRegistry } from '.';

/**
 * docs/checklists/calls.tsv lists every call of both specs with its method. Every call the
 * server registers must be one of them, with the same method where the spec names one — so
 * no call is invented or misnamed. Calls the specs do not name but a screen needs are
 * listed in extra-calls.tsv, each with the decision record that explains it.
 *
 * And the other way: every call of calls.tsv is served — under its own name, or under the names
 * calls-served-as.tsv gives the spec's informal rows — or listed in not-served-yet.tsv with the
 * issue or decision that owns it. A call listed there that is served fails too, so the list
 * shrinks as issues land.
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

const CHECKLISTS = path.resolve(import.meta.dirname, '../../docs/checklists');

/** The data rows of a checklist, split on tabs (comments and the header row left out). */
function rowsOf(file: string): string[][] {
  return fs
    .readFileSync(path.join(CHECKLISTS, file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !/^(method|spec path)\t/.test(line))
    .map((line) => line.split('\t'));
}

const callName = (name: string) => name.replace(/^\/yii\/appapi(?=\/)/, '');

/** A spec row that groups actions, "apiTeacher (list, detail)", stands for apiTeacher/list and apiTeacher/detail. */
function namesOf(specName: string): string[] {
  const group = /^(\S+) \(([^)]+)\)$/.exec(specName);
  return group ? [specName, ...group[2]!.split(',').map((action) => `${group[1]}/${action.trim()}`)] : [specName];
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

  describe('every call of the specs is served or owned', () => {
    const served = new Map(registered.map((call) => [call.name, call.method]));
    const servedAs = new Map(
      rowsOf('calls-served-as.tsv').map(([spec, names]) => [spec!, names!.split(',').map((n) => callName(n.trim()))]),
    );
    const notServed = new Map(
      rowsOf('not-served-yet.tsv').map(([, name, owner, note]) => [callName(name!), { owner, note }]),
    );
    const specRows = rowsOf('calls.tsv').map(([method, name]) => [callName(name!), method!] as const);
    const specNames = new Set(specRows.map(([name]) => name));

    it('lists only calls of calls.tsv in not-served-yet.tsv and calls-served-as.tsv, each with an owner', () => {
      for (const name of [...notServed.keys(), ...servedAs.keys()]) expect(specNames, name).toContain(name);
      for (const [name, { owner, note }] of notServed) {
        expect(owner, name).toMatch(/^(issue \d+|decision \d{4}|not yet filed)$/);
        expect(note?.trim(), `${name}: say why`).toBeTruthy();
      }
    });

    it.each(specRows)('%s (%s) is served, or owned by an issue or decision', (name, method) => {
      const owned = notServed.get(name);
      const aliases = servedAs.get(name);
      if (owned) {
        const servedNow = [...namesOf(name), ...(aliases ?? [])].filter((n) => served.has(n));
        expect(servedNow, `${name} is served now: remove it from not-served-yet.tsv (${owned.owner})`).toEqual([]);
        return;
      }
      const names = aliases ?? [name];
      for (const n of names) {
        expect(served.has(n), `${n} is not served; serve it or list it in not-served-yet.tsv with its owner`).toBe(
          true,
        );
        if (method !== '?') expect(served.get(n), n).toBe(method);
      }
    });
  });
});
