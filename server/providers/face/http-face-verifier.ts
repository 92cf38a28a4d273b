import { z } from 'zod';
import { FaceProviderUnavailable, type FaceCheckResult, type FaceRefusal, type FaceVerifier } from './face-verifier';
import { readFrame } from './image-frame';

/** The slice of `fetch` the client uses: the real one in production, Fastify `inject` in tests. */
export type FaceFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

export interface HttpFaceVerifierOptions {
  baseUrl: string;
  key: string;
  timeoutMs: number;
  fetch?: FaceFetch;
}

/**
 * The provider contract this client assumes (decision 0028 — a thin adapter in front of the
 * vendor you buy keeps to it):
 *
 *   POST {FACE_BASE_URL}/v1/face/verify
 *   Authorization: Bearer {FACE_KEY}
 *   {"personId": "<eid>:<userId>", "imageType": "jpeg" | "png", "image": "<base64>", "liveness": true}
 *
 *   200 {"match": true}
 *   200 {"match": false, "reason": "NOT_SAME_PERSON" | "NOT_LIVE" | "NAME_OR_ID_WRONG" | "ILLEGAL_REQUEST"
 *                                  | "NOT_ENROLLED" | "VERIFICATION_FAILED"}
 *   400 → illegal_request; 404 (person unknown) → not_set_up; 401/403/5xx, timeout → unavailable.
 */
const REASONS: Record<string, FaceRefusal> = {
  NOT_SAME_PERSON: 'not_same_person',
  NOT_LIVE: 'not_live',
  NAME_OR_ID_WRONG: 'name_or_id_wrong',
  ILLEGAL_REQUEST: 'illegal_request',
  NOT_ENROLLED: 'not_set_up',
  VERIFICATION_FAILED: 'verification_failed',
};

const answerSchema = z.object({ match: z.boolean(), reason: z.string().max(100).optional() });

export function createHttpFaceVerifier(options: HttpFaceVerifierOptions): FaceVerifier {
  const fetchImpl: FaceFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/face/verify`;
  return {
    async verify({ eid, userId, image }): Promise<FaceCheckResult> {
      const frame = readFrame(image);
      // Never send the vendor what is not a picture (and never pay for it).
      if (frame.kind === 'not_image') return { ok: false, reason: 'illegal_request' };
      const body = JSON.stringify({
        personId: `${eid}:${userId}`,
        imageType: frame.format,
        image: image.toString('base64'),
        liveness: true,
      });
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      let status: number;
      let text: string;
      try {
        const response = await Promise.race([
          fetchImpl(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
            body,
            signal: controller.signal,
          }),
          new Promise<never>((_, reject) =>
            controller.signal.addEventListener('abort', () =>
              reject(new Error(`timed out after ${options.timeoutMs} ms`)),
            ),
          ),
        ]);
        status = response.status;
        text = await response.text();
      } catch (error) {
        throw new FaceProviderUnavailable(`face provider unreachable: ${(error as Error).message}`, { cause: error });
      } finally {
        clearTimeout(timer);
      }
      if (status === 400) return { ok: false, reason: 'illegal_request' };
      if (status === 404) return { ok: false, reason: 'not_set_up' };
      if (status < 200 || status >= 300) throw new FaceProviderUnavailable(`face provider answered HTTP ${status}`);
      const parsed = answerSchema.safeParse(
        (() => {
          try {
            return JSON.parse(text);
          } catch {
            return null;
          }
        })(),
      );
      if (!parsed.success) throw new FaceProviderUnavailable('face provider answer unreadable');
      if (parsed.data.match) return { ok: true };
      return { ok: false, reason: REASONS[parsed.data.reason ?? ''] ?? 'verification_failed' };
    },
  };
}
