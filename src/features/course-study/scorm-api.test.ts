import { describe, expect, it } from 'vitest';
import { createScormApi, type ScormData } from './scorm-api';

const FRESH: ScormData = { lessonStatus: 'not attempted', lessonLocation: '', suspendData: '' };

describe('the SCORM 1.2 run-time API', () => {
  it('answers the stored values and the entry mode synchronously', () => {
    const api = createScormApi(
      { lessonStatus: 'incomplete', lessonLocation: 'page-3', suspendData: 'x=1' },
      () => undefined,
    );
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('incomplete');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('page-3');
    expect(api.LMSGetValue('cmi.suspend_data')).toBe('x=1');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(createScormApi(FRESH, () => undefined).LMSGetValue('cmi.core.entry')).toBe('ab-initio');
  });

  it('commits only what changed, once per commit', () => {
    const commits: ScormData[] = [];
    const api = createScormApi(FRESH, (data) => commits.push(data));
    api.LMSCommit('');
    expect(commits).toHaveLength(0);
    api.LMSSetValue('cmi.core.lesson_status', 'completed');
    api.LMSSetValue('cmi.core.lesson_location', 'end');
    api.LMSCommit('');
    api.LMSFinish('');
    expect(commits).toEqual([{ lessonStatus: 'completed', lessonLocation: 'end', suspendData: '' }]);
  });

  it('refuses unknown statuses and elements without losing the stored state', () => {
    const commits: ScormData[] = [];
    const api = createScormApi(FRESH, (data) => commits.push(data));
    api.LMSSetValue('cmi.core.lesson_status', 'done');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('not attempted');
    expect(api.LMSSetValue('adl.nav.request', 'continue')).toBe('false');
    expect(api.LMSGetLastError()).toBe('401');
    expect(api.LMSGetValue('cmi.unknown')).toBe('');
    api.LMSSetValue('cmi.suspend_data', 'y'.repeat(5000));
    api.LMSCommit('');
    expect(commits[0]!.suspendData).toHaveLength(4096);
  });
});
