import { createHash } from 'node:crypto';
import type { ResponseEnvelope } from '../../../protocol';
import { signedRequest, type SignedRequestOptions } from '../../test-support/signed-request';
import type { TestApp } from '../../test-support/test-app';

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Send an upload the way the portal does: scalar fields plus `fileSha256` signed, then the
 * fields as text parts and the bytes as the part `file`. `signedDigest` lets a test lie.
 */
export async function upload(
  t: TestApp,
  call: string,
  params: Record<string, string>,
  file: { data: Buffer; name: string; type?: string } | null,
  options: SignedRequestOptions & { signedDigest?: string } = {},
): Promise<{ status: number; body: ResponseEnvelope }> {
  const digest = options.signedDigest ?? (file ? sha256(file.data) : undefined);
  const request = signedRequest(
    call,
    { ...params, ...(digest ? { fileSha256: digest } : {}) },
    { method: 'POST', now: t.clock.now(), appKey: t.config.appKey, ...options },
  );
  const form = new FormData();
  for (const [key, value] of Object.entries(request.fields)) form.append(key, value);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const headers = { ...request.headers, 'content-type': encoded.headers.get('content-type')! };
  const response = await t.app.inject({ method: 'POST', url: request.url, headers, payload });
  return { status: response.statusCode, body: response.json() as ResponseEnvelope };
}
