/** What the SCORM API object keeps of the package's data model between commits. */
export interface ScormData {
  lessonStatus: string;
  lessonLocation: string;
  suspendData: string;
}

export interface ScormApi {
  LMSInitialize(arg: string): string;
  LMSFinish(arg: string): string;
  LMSGetValue(name: string): string;
  LMSSetValue(name: string, value: string): string;
  LMSCommit(arg: string): string;
  LMSGetLastError(): string;
  LMSGetErrorString(code: string): string;
  LMSGetDiagnostic(code: string): string;
}

const STATUSES = ['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'];

/**
 * A SCORM 1.2 run-time API (the `API` object a package finds on a parent window). Values are
 * kept here and sent on LMSCommit / LMSFinish (setScormCompleted); the calls must answer
 * synchronously, so the saved state is loaded before the package starts.
 */
export function createScormApi(initial: ScormData, commit: (data: ScormData) => void): ScormApi {
  const data = { ...initial };
  let lastError = '0';
  let dirty = false;
  const ok = () => {
    lastError = '0';
    return 'true';
  };
  const flush = () => {
    if (dirty) commit({ ...data });
    dirty = false;
  };
  return {
    LMSInitialize: ok,
    LMSFinish: () => {
      flush();
      return ok();
    },
    LMSCommit: () => {
      flush();
      return ok();
    },
    LMSGetValue(name) {
      lastError = '0';
      if (name === 'cmi.core.lesson_status') return data.lessonStatus;
      if (name === 'cmi.core.lesson_location') return data.lessonLocation;
      if (name === 'cmi.suspend_data') return data.suspendData;
      if (name === 'cmi.core.entry') return data.lessonStatus === 'not attempted' ? 'ab-initio' : 'resume';
      lastError = '401';
      return '';
    },
    LMSSetValue(name, value) {
      const text = String(value);
      if (name === 'cmi.core.lesson_status' && STATUSES.includes(text)) data.lessonStatus = text;
      else if (name === 'cmi.core.lesson_location') data.lessonLocation = text.slice(0, 255);
      else if (name === 'cmi.suspend_data') data.suspendData = text.slice(0, 4096);
      else if (name.startsWith('cmi.core.') || name.startsWith('cmi.')) return ok();
      else {
        lastError = '401';
        return 'false';
      }
      dirty = true;
      return ok();
    },
    LMSGetLastError: () => lastError,
    LMSGetErrorString: (code) => (code === '0' ? 'No error' : code === '401' ? 'Not implemented' : 'General error'),
    LMSGetDiagnostic: (code) => code,
  };
}
