import type { ServerConfig } from '../../config';
import { FaceProviderUnavailable, type FaceVerifier } from './face-verifier';
import { createHttpFaceVerifier, type FaceFetch } from './http-face-verifier';
import { createSimulatedFaceVerifier } from './simulated-face-verifier';

/**
 * The face verifier the server uses (decision 0028): the HTTP provider client when FACE_BASE_URL
 * is set, else the local simulator — but never in production, where an unset FACE_BASE_URL
 * means the provider is unavailable (not the learner's failure).
 */
export function createFaceVerifier(
  config: Pick<ServerConfig, 'faceBaseUrl' | 'faceKey' | 'faceTimeoutMs'> & { production?: boolean },
  options: { fetch?: FaceFetch } = {},
): FaceVerifier {
  if (!config.faceBaseUrl && config.production) return notConfigured;
  if (!config.faceBaseUrl) return createSimulatedFaceVerifier();
  return createHttpFaceVerifier({
    baseUrl: config.faceBaseUrl,
    key: config.faceKey,
    timeoutMs: config.faceTimeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

const notConfigured: FaceVerifier = {
  verify: () => Promise.reject(new FaceProviderUnavailable('face verification is not configured (FACE_BASE_URL)')),
};
