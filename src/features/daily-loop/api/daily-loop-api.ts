import type {
  CheckInResult,
  Credits,
  Duration,
  LearnCalendar,
  MedalList,
  PointsLedger,
  Ranking,
  RankingKind,
  RankingMenu,
  RankingPeriod,
  RankingScope,
  SevenSign,
  UserInfo,
} from '../../../../protocol';
import {
  checkInCall,
  creditsCall,
  durationCall,
  learnCalendarCall,
  medalsCall,
  pointsLedgerCall,
  rankingCall,
  rankingMenuCall,
  sevenSignCall,
} from '../../../../protocol/calls/daily-loop';
import { api } from '../../../lib/api-client';

/** Every page and the dialog show their own loading and error states. */
const quiet = { quiet: true };

/** GET apiSystem/Sign/SevenSign — the seven-day strip, streak and today's reward. */
export function getSevenSign(): Promise<SevenSign> {
  return api.request(sevenSignCall, {}, quiet);
}

/** POST apiSystem/sign — idempotent per local day on the server; the answer carries fresh userinfo (score). */
export async function checkIn(): Promise<{ result: CheckInResult; user: UserInfo | null }> {
  const { data, user } = await api.requestWithUser(checkInCall, {}, quiet);
  return { result: data, user };
}

export function getRankingMenu(): Promise<RankingMenu> {
  return api.request(rankingMenuCall, {}, quiet);
}

export interface RankingQuery {
  kind: RankingKind;
  scope: RankingScope;
  period: RankingPeriod;
}

export function getRanking(query: RankingQuery): Promise<Ranking> {
  return api.request(rankingCall, { ...query, size: 20 }, quiet);
}

/** GET /v1/my/learn-calendar/pc — at most 90 days (spec 001 §9). */
export function getLearnCalendar(start: string, end: string): Promise<LearnCalendar> {
  return api.request(learnCalendarCall, { start, end }, quiet);
}

export function getMedals(): Promise<MedalList> {
  return api.request(medalsCall, {}, quiet);
}

export function getPointsLedger(page: number): Promise<PointsLedger> {
  return api.request(pointsLedgerCall, { page }, quiet);
}

export function getCredits(): Promise<Credits> {
  return api.request(creditsCall, {}, quiet);
}

export function getDuration(): Promise<Duration> {
  return api.request(durationCall, {}, quiet);
}
