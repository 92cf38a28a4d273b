import { FACE_REFUSALS, type FaceCheckResult, type FaceRefusal, type FaceVerifier } from './face-verifier';
import { readFrame } from './image-frame';

/**
 * The local face simulator (decision 0028), used when no FACE_BASE_URL is set:
 * - bytes that are not a readable JPEG/PNG → illegal_request;
 * - a (nearly) uniform frame → not_same_person when dark (covered camera, nobody there), not_live
 *   when bright (a blank screen held up, not a real-time picture);
 * - a PNG carrying a `tEXt` chunk "sim-face" = <refusal> → that refusal (so tests reach every
 *   reason of spec 001 §9);
 * - anything else → accepted.
 */
export function verifyLocally(image: Buffer): FaceCheckResult {
  const frame = readFrame(image);
  if (frame.kind === 'not_image') return { ok: false, reason: 'illegal_request' };
  if (frame.simulate && (FACE_REFUSALS as readonly string[]).includes(frame.simulate))
    return { ok: false, reason: frame.simulate as FaceRefusal };
  if (frame.uniform) return { ok: false, reason: frame.dark ? 'not_same_person' : 'not_live' };
  return { ok: true };
}

export function createSimulatedFaceVerifier(): FaceVerifier {
  return { verify: async ({ image }) => verifyLocally(image) };
}
