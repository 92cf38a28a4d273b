import { z } from 'zod';
import { EssayGradingError, type EssayGrader, type EssayGradingInput, type EssayGradingResult } from './essay-grader';
import { roundScore } from './essay-text';
import { extractJson, gradingMessages, verdictSchema } from './grading-prompt';

/** The slice of `fetch` the client uses: the real one in production, Fastify `inject` in tests. */
export type AiFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

export interface OpenAiGraderOptions {
  /** e.g. https://api.openai.com/v1 — the client appends /chat/completions. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: AiFetch;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** Run `work`, failing with EssayGradingError after `ms` even when the fetch ignores its signal. */
async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new EssayGradingError(`AI grading timed out after ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An OpenAI-compatible chat-completions client (OpenAI, Azure-style gateways, DeepSeek, Qwen,
 * local servers…): one request per answer, JSON reply validated with zod. Every failure —
 * network, HTTP status, timeout, unreadable or out-of-range reply — becomes EssayGradingError,
 * which the grading calls report as "AI scoring failed" for that paper.
 */
export function createOpenAiEssayGrader(options: OpenAiGraderOptions): EssayGrader {
  const fetchImpl: AiFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function grade(input: EssayGradingInput): Promise<EssayGradingResult> {
    const body = JSON.stringify({
      model: options.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: gradingMessages(input),
    });
    const text = await withTimeout(options.timeoutMs, async (signal) => {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body,
        signal,
      });
      const raw = await response.text();
      if (response.status < 200 || response.status >= 300)
        throw new EssayGradingError(`AI endpoint answered HTTP ${response.status}: ${raw.slice(0, 200)}`);
      return raw;
    });
    let verdict: z.infer<typeof verdictSchema>;
    try {
      const completion = completionSchema.parse(JSON.parse(text));
      verdict = verdictSchema.parse(extractJson(completion.choices[0]!.message.content ?? ''));
    } catch (error) {
      throw new EssayGradingError('AI reply was not a {score, comment} JSON object', { cause: error });
    }
    // A score outside the range is a misbehaving model: failing beats silently clamping marks.
    if (verdict.score < 0 || verdict.score > input.fullScore + 1e-9)
      throw new EssayGradingError(`AI score ${verdict.score} is outside 0…${input.fullScore}`);
    return { score: roundScore(verdict.score, input.fullScore), comment: verdict.comment.trim().slice(0, 500) };
  }

  return {
    async grade(input) {
      try {
        return await grade(input);
      } catch (error) {
        if (error instanceof EssayGradingError) throw error;
        throw new EssayGradingError(`AI endpoint unreachable: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}
