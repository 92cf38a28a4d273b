import { createHash } from 'node:crypto';
import type { ResponseEnvelope } from '../../../protocol';
import { signedRequest, type SignedRequestOptions } from '../../test-support/signed-request';
import type { TestApp } from '../../test-support/test-app';

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export type Who = { token: string; userid: string };

/** Send an upload as the portal does: fields and `fileSha256` signed, the bytes as the part `file`. */
export async function uploadImage(
  t: TestApp,
  questionnaireId: number,
  data: Buffer,
  who: Who,
  options: SignedRequestOptions = {},
): Promise<ResponseEnvelope> {
  const request = signedRequest(
    '/v1/questionnaire/upload',
    { id: String(questionnaireId), fileSha256: createHash('sha256').update(data).digest('hex') },
    { method: 'POST', now: t.clock.now(), appKey: t.config.appKey, eid: 1, ...who, ...options },
  );
  const form = new FormData();
  for (const [key, value] of Object.entries(request.fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'a.png');
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const headers = { ...request.headers, 'content-type': encoded.headers.get('content-type')! };
  const response = await t.app.inject({ method: 'POST', url: request.url, headers, payload });
  return response.json() as ResponseEnvelope;
}

/** The id of a demo questionnaire by its English title. */
export async function questionnaireId(t: TestApp, english: string, eid = 1): Promise<number> {
  const rows = await t.db.selectFrom('questionnaires').select(['id', 'title']).where('eid', '=', eid).execute();
  const row = rows.find((r) => (JSON.parse(r.title) as { en_us: string }).en_us === english);
  if (!row) throw new Error(`no questionnaire "${english}"`);
  return row.id;
}
