import {
  checkInResultSchema,
  creditsSchema,
  durationSchema,
  learnCalendarSchema,
  medalListSchema,
  pointsLedgerSchema,
  rankingMenuSchema,
  rankingSchema,
  sevenSignSchema,
  type CheckInResult,
  type Credits,
  type Duration,
  type LearnCalendar,
  type MedalList,
  type PointsLedger,
  type Ranking,
  type RankingKind,
  type RankingMenu,
  type RankingPeriod,
  type RankingScope,
  type SevenSign,
  type UserInfo,
} from '../../../../protocol';
import { api } from '../../../lib/api-client';
import { parseWith } from '../../../lib/parse-response';
import { toUserInfo } from '../../../lib/user-info';

/** Every page and the dialog show their own loading and error states. */
const quiet = { quiet: true };

/** GET apiSystem/Sign/SevenSign — the seven-day strip, streak and today's reward. */
export async function getSevenSign(): Promise<SevenSign> {
  return parseWith(sevenSignSchema, await api.call<unknown>('apiSystem/Sign/SevenSign', {}, quiet));
}

/** POST apiSystem/sign — idempotent per local day on the server; the answer carries fresh userinfo (score). */
export async function checkIn(): Promise<{ result: CheckInResult; user: UserInfo | null }> {
  const envelope = await api.callEnvelope<unknown>('apiSystem/sign', {}, { method: 'POST', quiet: true });
  const user = toUserInfo(envelope.userinfo);
  return { result: parseWith(checkInResultSchema, envelope.data), user: user && user.userid ? user : null };
}

export async function getRankingMenu(): Promise<RankingMenu> {
  return parseWith(rankingMenuSchema, await api.call<unknown>('apiStudyhall/rankByWeek/getIconMenu', {}, quiet));
}

export interface RankingQuery {
  kind: RankingKind;
  scope: RankingScope;
  period: RankingPeriod;
}

export async function getRanking(query: RankingQuery): Promise<Ranking> {
  return parseWith(rankingSchema, await api.call<unknown>('apiStudyhall/rankByWeek', { ...query, size: '20' }, quiet));
}

/** GET /v1/my/learn-calendar/pc — at most 90 days (spec 001 §9). */
export async function getLearnCalendar(start: string, end: string): Promise<LearnCalendar> {
  return parseWith(learnCalendarSchema, await api.call<unknown>('/v1/my/learn-calendar/pc', { start, end }, quiet));
}

export async function getMedals(): Promise<MedalList> {
  return parseWith(medalListSchema, await api.call<unknown>('/v1/my/medals', {}, quiet));
}

export async function getPointsLedger(page: number): Promise<PointsLedger> {
  return parseWith(pointsLedgerSchema, await api.call<unknown>('/v1/my/points/ledger', { page: String(page) }, quiet));
}

export async function getCredits(): Promise<Credits> {
  return parseWith(creditsSchema, await api.call<unknown>('/v1/my/credits', {}, quiet));
}

export async function getDuration(): Promise<Duration> {
  return parseWith(durationSchema, await api.call<unknown>('/v1/my/duration', {}, quiet));
}
