import { expect, type APIRequestContext } from '@playwright/test';

/** The code in the latest text message to a +86 number, read from the server's loopback outbox. */
export async function readCodeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/__dev/outbox?phone=${phone}`);
      const { messages } = (await response.json()) as { messages: Array<{ body: string }> };
      code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A +86 mobile number nobody in the demo data has, different on every run. */
export function freshPhone(): string {
  return `139${String(Date.now() % 1e8).padStart(8, '0')}`;
}
