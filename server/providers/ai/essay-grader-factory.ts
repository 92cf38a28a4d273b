import type { ServerConfig } from '../../config';
import type { EssayGrader } from './essay-grader';
import { createOpenAiEssayGrader, type AiFetch } from './openai-essay-grader';
import { createSimulatedEssayGrader } from './simulated-essay-grader';

/**
 * The essay grader the server uses (decision 0028): the OpenAI-compatible client when AI_BASE_URL
 * is set, else the deterministic local simulator. `fetch` lets tests route the real client into
 * the loopback simulator.
 */
export function createEssayGrader(
  config: Pick<ServerConfig, 'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiTimeoutMs'>,
  options: { fetch?: AiFetch } = {},
): EssayGrader {
  if (!config.aiBaseUrl) return createSimulatedEssayGrader();
  return createOpenAiEssayGrader({
    baseUrl: config.aiBaseUrl,
    apiKey: config.aiApiKey,
    model: config.aiModel,
    timeoutMs: config.aiTimeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
