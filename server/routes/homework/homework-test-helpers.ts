import { countNewHomework } from './homework-counters';
import type { HomeworkDetail, HomeworkUploadInfo, ResponseEnvelope } from '../../../protocol';
import { forTenant } from '../../db/tenant-scope';
import type { TestApp } from '../../test-support/test-app';
import { upload } from '../profile/profile-test-helpers';

export type Auth = { token: string; userid: string; eid?: number };

/** A minimal PDF head: enough for the sniff (the bytes decide the type, never the name). */
export function fakePdf(bytes: number): Buffer {
  const data = Buffer.alloc(bytes, 0x20);
  data.write('%PDF-1.4\n', 0, 'latin1');
  return data;
}

export async function makeHomework(
  t: TestApp,
  fields: {
    userIds: number[];
    deadlineAt?: number;
    opensAt?: number;
    trainingId?: number | null;
    title?: string;
    reference?: string;
    eid?: number;
  },
): Promise<number> {
  const eid = fields.eid ?? 1;
  const db = forTenant(t.db, eid);
  const now = t.clock.now();
  const row = await db
    .insertInto('homework')
    .values({
      eid,
      title: fields.title ?? 'Customer visit report',
      requirement: 'Describe the customer, the need and the next step.',
      reference_answer: fields.reference ?? 'customer need next step follow-up budget',
      full_score: 100,
      pass_score: 60,
      excellent_score: 90,
      training_id: fields.trainingId ?? null,
      opens_at: fields.opensAt ?? now - 60_000,
      deadline_at: fields.deadlineAt ?? now + 86_400_000,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const userId of fields.userIds)
    await db.insertInto('homework_audience').values({ homework_id: row.id, eid, user_id: userId }).execute();
  await countNewHomework(db, { eid, audience: 'listed', userIds: fields.userIds });
  return row.id;
}

export async function hw(
  t: TestApp,
  call: string,
  params: Record<string, string>,
  auth: Auth,
  method: 'GET' | 'POST' = 'POST',
) {
  return (await t.call(call, params, { method, ...auth })).body;
}

export async function sendChunk(
  t: TestApp,
  uploadId: number,
  index: number,
  data: Buffer,
  auth: Auth,
): Promise<ResponseEnvelope> {
  return (
    await upload(
      t,
      '/v1/homework/upload',
      { action: 'chunk', uploadId: String(uploadId), index: String(index) },
      { data, name: 'blob' },
      auth,
    )
  ).body;
}

/** init → every chunk → complete → attach; returns the assignment as the learner sees it. */
export async function uploadAndAttach(
  t: TestApp,
  homeworkId: number,
  kind: string,
  fileName: string,
  data: Buffer,
  auth: Auth,
): Promise<{ info: HomeworkUploadInfo; detail: ResponseEnvelope }> {
  const init = await hw(
    t,
    '/v1/homework/upload',
    { action: 'init', homeworkId: String(homeworkId), kind, fileName, totalBytes: String(data.length) },
    auth,
  );
  if (init.status !== 'Y') throw new Error(`init failed: ${init.code} ${init.msg}`);
  const info = init.data as HomeworkUploadInfo;
  for (let index = 0; index < info.chunkCount; index++) {
    const body = await sendChunk(
      t,
      info.uploadId,
      index,
      data.subarray(index * info.chunkBytes, (index + 1) * info.chunkBytes),
      auth,
    );
    if (body.status !== 'Y') throw new Error(`chunk ${index} failed: ${body.code} ${body.msg}`);
  }
  const done = await hw(t, '/v1/homework/upload', { action: 'complete', uploadId: String(info.uploadId) }, auth);
  if (done.status !== 'Y') throw new Error(`complete failed: ${done.msg}`);
  const detail = await hw(t, '/v1/homework/attach', { id: String(homeworkId), uploadId: String(info.uploadId) }, auth);
  return { info: done.data as HomeworkUploadInfo, detail };
}

export function detailOf(body: ResponseEnvelope): HomeworkDetail {
  if (body.status !== 'Y') throw new Error(`call failed: ${body.code} ${body.msg}`);
  return body.data as HomeworkDetail;
}
