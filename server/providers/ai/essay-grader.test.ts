import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { EssayGradingError, type EssayGradingInput } from './essay-grader';
import { createEssayGrader } from './essay-grader-factory';
import type { AiFetch } from './openai-essay-grader';
import { AI_SIM_MARKERS, AI_SIM_PREFIX, registerAiSimulator } from './openai-simulator';
import { gradeLocally } from './simulated-essay-grader';

const CASE: EssayGradingInput = {
  questionStem: 'Explain why regular backups matter.',
  referenceAnswer:
    'Backups protect against data loss from hardware failure, ransomware and human error; they must be tested and stored offsite.',
  learnerAnswer: 'Backups protect us against data loss when hardware fails or ransomware strikes.',
  fullScore: 10,
  strictness: 'moderate',
  criteria: 'keywords: ransomware, offsite, tested',
  language: 'en_us',
};

describe('the local essay simulator', () => {
  it('is deterministic, one decimal, and orders strict ≤ moderate ≤ lenient', () => {
    const strict = gradeLocally({ ...CASE, strictness: 'strict' });
    const moderate = gradeLocally(CASE);
    const lenient = gradeLocally({ ...CASE, strictness: 'lenient' });
    expect(gradeLocally(CASE)).toEqual(moderate);
    for (const result of [strict, moderate, lenient]) expect(Math.round(result.score * 10) / 10).toBe(result.score);
    expect(strict.score).toBeLessThan(moderate.score);
    expect(moderate.score).toBeLessThan(lenient.score);
    expect(moderate.score).toBeGreaterThan(0);
    expect(moderate.comment).toContain('Missing: offsite, tested');
  });

  it('never gives more than full marks and gives nothing for an empty answer', () => {
    const perfect = gradeLocally({
      ...CASE,
      learnerAnswer: `${CASE.referenceAnswer} offsite tested ransomware`,
      strictness: 'lenient',
      fullScore: 7.5,
    });
    expect(perfect.score).toBe(7.5);
    expect(gradeLocally({ ...CASE, learnerAnswer: '   ' }).score).toBe(0);
  });

  it('reads Chinese by character pairs and comments in the requested language', () => {
    const zh = {
      ...CASE,
      referenceAnswer: '备份可以防止硬件故障和勒索病毒造成的数据丢失',
      learnerAnswer: '备份能防止数据丢失',
      criteria: '',
      language: 'zh_cn' as const,
    };
    const result = gradeLocally(zh);
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(10);
    expect(result.comment).toMatch(/适中评分/);
    expect(gradeLocally({ ...zh, language: 'zh_hant' }).comment).toMatch(/適中評分/);
  });

  it('fails on the [ai-fail] marker', () => {
    expect(() => gradeLocally({ ...CASE, learnerAnswer: 'whatever [ai-fail]' })).toThrow(EssayGradingError);
  });

  it('is what the factory returns without AI_BASE_URL', async () => {
    const grader = createEssayGrader({ aiBaseUrl: '', aiApiKey: '', aiModel: 'x', aiTimeoutMs: 1000 });
    await expect(grader.grade(CASE)).resolves.toEqual(gradeLocally(CASE));
  });
});

describe('the OpenAI-compatible client against the loopback simulator', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  function setup(key = 'sim-key', timeoutMs = 5000) {
    const app = Fastify();
    apps.push(app);
    const stats = registerAiSimulator(app, { prefix: AI_SIM_PREFIX, apiKey: 'sim-key', slowMs: 2000 });
    const inject: AiFetch = async (url, init) => {
      const parsed = new URL(url);
      const response = await app.inject({
        method: init.method,
        url: parsed.pathname,
        headers: init.headers,
        payload: init.body,
      });
      return { status: response.statusCode, text: async () => response.body };
    };
    const grader = createEssayGrader(
      {
        aiBaseUrl: `http://127.0.0.1${AI_SIM_PREFIX}/v1/`,
        aiApiKey: key,
        aiModel: 'sim-model',
        aiTimeoutMs: timeoutMs,
      },
      { fetch: inject },
    );
    return { grader, stats };
  }

  it('grades through chat/completions with the same verdict as the local simulator', async () => {
    const { grader, stats } = setup();
    await expect(grader.grade(CASE)).resolves.toEqual(gradeLocally(CASE));
    expect(stats.requests).toBe(1);
  });

  it('turns a 500, a wrong key, an unreadable reply and an out-of-range score into EssayGradingError', async () => {
    const { grader } = setup();
    await expect(grader.grade({ ...CASE, learnerAnswer: 'x [ai-fail]' })).rejects.toThrow(/HTTP 500/);
    await expect(grader.grade({ ...CASE, learnerAnswer: `x ${AI_SIM_MARKERS.garbage}` })).rejects.toThrow(
      /not a \{score, comment\}/,
    );
    await expect(grader.grade({ ...CASE, learnerAnswer: `x ${AI_SIM_MARKERS.outOfRange}` })).rejects.toThrow(/outside/);
    await expect(setup('wrong-key').grader.grade(CASE)).rejects.toThrow(/HTTP 401/);
  });

  it('gives up after its timeout', async () => {
    const { grader } = setup('sim-key', 100);
    await expect(grader.grade({ ...CASE, learnerAnswer: `x ${AI_SIM_MARKERS.slow}` })).rejects.toThrow(/timed out/);
  });

  it('reports an unreachable endpoint as EssayGradingError', async () => {
    const grader = createEssayGrader({
      aiBaseUrl: 'http://127.0.0.1:1/v1',
      aiApiKey: 'k',
      aiModel: 'm',
      aiTimeoutMs: 2000,
    });
    await expect(grader.grade(CASE)).rejects.toBeInstanceOf(EssayGradingError);
  });
});
