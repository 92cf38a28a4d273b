import type { ServerConfig } from '../../config';
import { EssayGradingError, type EssayGrader } from './essay-grader';
import { createOpenAiEssayGrader, type AiFetch } from './openai-essay-grader';
import { createSimulatedEssayGrader } from './simulated-essay-grader';

/**
 * The essay grader the server uses (decision 0028): the OpenAI-compatible client when AI_BASE_URL
 * is set, else the deterministic local simulator — but never in production, where an unset
 * AI_BASE_URL means every essay is "AI scoring failed" and goes to a person. `fetch` lets tests
 * route the real client into the loopback simulator.
 */
export function createEssayGrader(
  config: Pick<ServerConfig, 'aiBaseUrl' | 'aiApiKey' | 'aiModel' | 'aiTimeoutMs'> & { production?: boolean },
  options: { fetch?: AiFetch } = {},
): EssayGrader {
  if (!config.aiBaseUrl && config.production) return notConfigured;
  if (!config.aiBaseUrl) return createSimulatedEssayGrader();
  return createOpenAiEssayGrader({
    baseUrl: config.aiBaseUrl,
    apiKey: config.aiApiKey,
    model: config.aiModel,
    timeoutMs: config.aiTimeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

const notConfigured: EssayGrader = {
  grade: () => Promise.reject(new EssayGradingError('AI grading is not configured (AI_BASE_URL)')),
};
