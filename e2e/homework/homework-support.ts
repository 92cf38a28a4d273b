import type { APIRequestContext } from '@playwright/test';
import { apiSession, callAs, type ApiSession } from '../support/api-session';

export { apiSession, callAs, type ApiSession };

/** The id of the learner's assignment with this title (the seed's ids are not assumed). */
export async function homeworkIdOf(request: APIRequestContext, session: ApiSession, title: string): Promise<number> {
  const body = await callAs(request, session, '/v1/homework/mine', { pageSize: '50' });
  const item = (body.data as { list: { id: number; title: string }[] }).list.find((row) => row.title === title);
  if (!item) throw new Error(`no assignment "${title}"`);
  return item.id;
}

/** A PDF-looking file of `bytes` (the server decides the type by its first bytes). */
export function pdfBytes(bytes: number): Buffer {
  const data = Buffer.alloc(bytes, 0x20);
  data.write('%PDF-1.4\n', 0, 'latin1');
  return data;
}
