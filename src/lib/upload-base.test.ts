import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientDeps } from './api-client';
import { defaultApiClientDeps } from './api-client-defaults';
import { readRuntimeConfig, setRuntimeConfig } from './runtime-config';

/** Records where an upload was opened, then answers with an empty success. */
function recordingXhr() {
  const opened: string[] = [];
  const factory = () => {
    const xhr = {
      upload: { onprogress: null },
      status: 200,
      responseText: JSON.stringify({ code: 0, msg: '', status: 'Y', data: null, userinfo: null, encryptFields: [] }),
      timeout: 0,
      onload: null as (() => void) | null,
      open: (_method: string, url: string) => void opened.push(url),
      setRequestHeader: () => undefined,
      send: () => queueMicrotask(() => xhr.onload?.()),
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { opened, factory };
}

function client(overrides: Partial<ApiClientDeps>, xhr: () => XMLHttpRequest) {
  return createApiClient({ ...defaultApiClientDeps(), appKey: () => 'k', xhr, ...overrides });
}

describe('uploads go to the dedicated upload host when one is configured (spec 000 §7)', () => {
  it('sends an upload to uploadBase, other calls still to apiBase', async () => {
    setRuntimeConfig(
      readRuntimeConfig({ apiBase: 'https://gw.example.com', uploadBase: 'https://upload.example.com/', appKey: 'k' }),
    );
    const fake = recordingXhr();
    await client({}, fake.factory).upload('/v1/user/profile/upload-image', new Blob([new Uint8Array([1])]));
    expect(fake.opened).toEqual(['https://upload.example.com/yii/appapi/v1/user/profile/upload-image']);
    setRuntimeConfig(null);
  });

  it('sends an upload to apiBase when no upload host is set', async () => {
    setRuntimeConfig(readRuntimeConfig({ apiBase: 'https://gw.example.com', appKey: 'k' }));
    const fake = recordingXhr();
    await client({}, fake.factory).upload('/v1/user/profile/upload-image', new Blob([new Uint8Array([1])]));
    expect(fake.opened).toEqual(['https://gw.example.com/yii/appapi/v1/user/profile/upload-image']);
    setRuntimeConfig(null);
  });
});
