import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gradingCaseSchema } from './grading-prompt';
import { gradeLocally } from './simulated-essay-grader';

export const AI_SIM_PREFIX = '/__sim/openai';

/** Markers in a learner's answer that make the simulator misbehave the ways real endpoints do. */
export const AI_SIM_MARKERS = { garbage: '[ai-garbage]', slow: '[ai-slow]', outOfRange: '[ai-too-high]' } as const;

export interface AiSimulatorOptions {
  prefix: string;
  /** The bearer key it accepts; others get OpenAI's 401 shape. */
  apiKey: string;
  /** How long "[ai-slow]" answers are held (so a client timeout can be proven). */
  slowMs?: number;
}

const requestSchema = z.object({
  model: z.string().min(1),
  messages: z.array(z.object({ role: z.string(), content: z.string() })).min(1),
});

const openAiError = (message: string, type: string) => ({ error: { message, type, param: null, code: null } });

/**
 * Loopback simulator of an OpenAI-compatible `POST /v1/chat/completions` (development and server
 * tests only, like the DingTalk and WeCom simulators). It reads the case from the user message the
 * real client sends and answers with the local simulator's verdict in `choices[0].message.content`.
 */
export function registerAiSimulator(app: FastifyInstance, options: AiSimulatorOptions): { requests: number } {
  const stats = { requests: 0 };
  app.post(`${options.prefix}/v1/chat/completions`, async (request, reply) => {
    stats.requests++;
    if (request.headers.authorization !== `Bearer ${options.apiKey}`)
      return reply.status(401).send(openAiError('Incorrect API key provided.', 'invalid_request_error'));
    const parsed = requestSchema.safeParse(request.body);
    const userMessage = parsed.success ? parsed.data.messages.findLast((m) => m.role === 'user') : undefined;
    let gradingCase: z.infer<typeof gradingCaseSchema>;
    try {
      gradingCase = gradingCaseSchema.parse(JSON.parse(userMessage?.content ?? ''));
    } catch {
      return reply.status(400).send(openAiError('The user message is not a grading case.', 'invalid_request_error'));
    }
    const answer = gradingCase.learnerAnswer;
    if (answer.includes(AI_SIM_MARKERS.slow))
      await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 5000));
    let content: string;
    try {
      const verdict = gradeLocally({ ...gradingCase, questionStem: gradingCase.question });
      if (answer.includes(AI_SIM_MARKERS.garbage)) content = 'I am sorry, I cannot grade this answer.';
      else if (answer.includes(AI_SIM_MARKERS.outOfRange))
        content = JSON.stringify({ score: gradingCase.fullScore + 5, comment: 'too generous' });
      else content = '```json\n' + JSON.stringify(verdict) + '\n```';
    } catch {
      return reply
        .status(500)
        .send(openAiError('The server had an error while processing your request.', 'server_error'));
    }
    return {
      id: `chatcmpl-sim-${stats.requests}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: parsed.success ? parsed.data.model : 'sim',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    };
  });
  return stats;
}
