import type { ServerConfig } from '../../config';
import type { FaceVerifier } from './face-verifier';
import { createHttpFaceVerifier, type FaceFetch } from './http-face-verifier';
import { createSimulatedFaceVerifier } from './simulated-face-verifier';

/**
 * The face verifier the server uses (decision 0028): the HTTP provider client when FACE_BASE_URL
 * is set, else the local simulator.
 */
export function createFaceVerifier(
  config: Pick<ServerConfig, 'faceBaseUrl' | 'faceKey' | 'faceTimeoutMs'>,
  options: { fetch?: FaceFetch } = {},
): FaceVerifier {
  if (!config.faceBaseUrl) return createSimulatedFaceVerifier();
  return createHttpFaceVerifier({
    baseUrl: config.faceBaseUrl,
    key: config.faceKey,
    timeoutMs: config.faceTimeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
