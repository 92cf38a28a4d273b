import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FaceProviderUnavailable } from './face-verifier';
import { createFaceVerifier } from './face-verifier-factory';
import { blackPng, encodePng, scenePng, whitePng } from './face-test-images';
import type { FaceFetch } from './http-face-verifier';
import { readFrame } from './image-frame';
import { verifyLocally } from './simulated-face-verifier';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const SIM = { faceBaseUrl: '', faceKey: '', faceTimeoutMs: 1000 };

describe('the local face simulator', () => {
  it('accepts real JPEG and PNG pictures', async () => {
    const verifier = createFaceVerifier(SIM);
    for (const image of [fixture('face-frame.jpg'), fixture('face-frame-large.jpg'), scenePng()])
      await expect(verifier.verify({ eid: 1, userId: 1, image })).resolves.toEqual({ ok: true });
  });

  it('refuses a uniform black frame as not the same person and a blank bright one as not live', () => {
    expect(verifyLocally(fixture('black-frame.jpg'))).toEqual({ ok: false, reason: 'not_same_person' });
    expect(verifyLocally(blackPng())).toEqual({ ok: false, reason: 'not_same_person' });
    expect(verifyLocally(whitePng())).toEqual({ ok: false, reason: 'not_live' });
  });

  it('answers illegal_request for bytes that are not an image, truncated or not', () => {
    expect(verifyLocally(Buffer.from('hello, I am a text file'))).toEqual({ ok: false, reason: 'illegal_request' });
    expect(verifyLocally(fixture('face-frame.jpg').subarray(0, 400))).toEqual({ ok: false, reason: 'illegal_request' });
    expect(verifyLocally(scenePng().subarray(0, 60))).toEqual({ ok: false, reason: 'illegal_request' });
  });

  it('reaches every refusal through the sim-face text chunk', () => {
    for (const reason of ['verification_failed', 'name_or_id_wrong', 'not_set_up'] as const)
      expect(verifyLocally(scenePng(['sim-face', reason]))).toEqual({ ok: false, reason });
    expect(verifyLocally(scenePng(['sim-face', 'nonsense']))).toEqual({ ok: true });
  });

  it('reads PNG dimensions and tells noise from flat grey', () => {
    const noisy = encodePng(20, 10, (x, y) => [(x * 37 + y * 91) % 256, 0, 0]);
    expect(readFrame(noisy)).toMatchObject({ kind: 'image', format: 'png', width: 20, height: 10, uniform: false });
    expect(readFrame(encodePng(20, 10, () => [128, 128, 128]))).toMatchObject({ uniform: true, dark: false });
  });
});

describe('the HTTP face client against a provider that keeps the documented contract', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  function setup(
    answer: (body: { personId: string; imageType: string; image: string }) => { status: number; body: unknown },
    timeoutMs = 2000,
  ) {
    const app = Fastify({ bodyLimit: 8 * 1024 * 1024 });
    apps.push(app);
    const seen: { personId: string; imageType: string; auth: string | undefined }[] = [];
    app.post('/face/v1/face/verify', async (request, reply) => {
      const body = request.body as { personId: string; imageType: string; image: string };
      seen.push({ personId: body.personId, imageType: body.imageType, auth: request.headers.authorization });
      const result = answer(body);
      return reply.status(result.status).send(result.body);
    });
    const inject: FaceFetch = async (url, init) => {
      const response = await app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: init.headers,
        payload: init.body,
      });
      return { status: response.statusCode, text: async () => response.body };
    };
    const verifier = createFaceVerifier(
      { faceBaseUrl: 'http://vendor/face/', faceKey: 'k1', faceTimeoutMs: timeoutMs },
      { fetch: inject },
    );
    return { verifier, seen };
  }

  it('sends the person and picture and maps the answers to spec 001 reasons', async () => {
    const { verifier, seen } = setup((body) => ({
      status: 200,
      body: verifyLocally(Buffer.from(body.image, 'base64')).ok
        ? { match: true }
        : { match: false, reason: 'NOT_SAME_PERSON' },
    }));
    await expect(verifier.verify({ eid: 1, userId: 7, image: fixture('face-frame.jpg') })).resolves.toEqual({
      ok: true,
    });
    await expect(verifier.verify({ eid: 1, userId: 7, image: fixture('black-frame.jpg') })).resolves.toEqual({
      ok: false,
      reason: 'not_same_person',
    });
    expect(seen[0]).toEqual({ personId: '1:7', imageType: 'jpeg', auth: 'Bearer k1' });
  });

  it('maps vendor reasons, 400 and 404, and never sends what is not an image', async () => {
    let reply: { status: number; body: unknown } = { status: 200, body: { match: false, reason: 'NOT_ENROLLED' } };
    const { verifier, seen } = setup(() => reply);
    const image = scenePng();
    await expect(verifier.verify({ eid: 1, userId: 2, image })).resolves.toEqual({ ok: false, reason: 'not_set_up' });
    reply = { status: 200, body: { match: false, reason: 'SOMETHING_NEW' } };
    await expect(verifier.verify({ eid: 1, userId: 2, image })).resolves.toEqual({
      ok: false,
      reason: 'verification_failed',
    });
    reply = { status: 400, body: {} };
    await expect(verifier.verify({ eid: 1, userId: 2, image })).resolves.toEqual({
      ok: false,
      reason: 'illegal_request',
    });
    reply = { status: 404, body: {} };
    await expect(verifier.verify({ eid: 1, userId: 2, image })).resolves.toEqual({ ok: false, reason: 'not_set_up' });
    const before = seen.length;
    await expect(verifier.verify({ eid: 1, userId: 2, image: Buffer.from('not an image') })).resolves.toEqual({
      ok: false,
      reason: 'illegal_request',
    });
    expect(seen.length).toBe(before);
  });

  it('reports an outage as FaceProviderUnavailable, not as the learner failing', async () => {
    const { verifier } = setup(() => ({ status: 503, body: {} }));
    await expect(verifier.verify({ eid: 1, userId: 2, image: scenePng() })).rejects.toBeInstanceOf(
      FaceProviderUnavailable,
    );
    const unreachable = createFaceVerifier({ faceBaseUrl: 'http://127.0.0.1:1', faceKey: 'k', faceTimeoutMs: 2000 });
    await expect(unreachable.verify({ eid: 1, userId: 2, image: scenePng() })).rejects.toBeInstanceOf(
      FaceProviderUnavailable,
    );
  });
});
