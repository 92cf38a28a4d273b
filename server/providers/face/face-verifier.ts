/**
 * Face verification during an exam (spec 001 §9 "face recognition" errors, decision 0028). The
 * exams area depends only on this interface; `createFaceVerifier(config)` (face-verifier-factory.ts)
 * picks the real provider client when configured, otherwise the local simulator.
 */
export type FaceRefusal =
  'verification_failed' | 'name_or_id_wrong' | 'illegal_request' | 'not_same_person' | 'not_live' | 'not_set_up';

export interface FaceCheckInput {
  eid: number;
  userId: number;
  /** One JPEG or PNG frame from the learner's camera (≤ 2 MB). */
  image: Buffer;
}

export type FaceCheckResult = { ok: true } | { ok: false; reason: FaceRefusal };

export interface FaceVerifier {
  verify(input: FaceCheckInput): Promise<FaceCheckResult>;
}

/** Every refusal a verifier may answer (spec 001 §9), in the order of the spec's list. */
export const FACE_REFUSALS: readonly FaceRefusal[] = [
  'verification_failed',
  'name_or_id_wrong',
  'illegal_request',
  'not_same_person',
  'not_live',
  'not_set_up',
];

/**
 * The provider could not be asked (unreachable, timed out, refused our key). Not the learner's
 * failure: callers should not count it against the face-failure limit (decision 0028).
 */
export class FaceProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FaceProviderUnavailable';
  }
}
