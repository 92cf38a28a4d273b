import type { RankingQuery } from '../api/daily-loop-api';

/** Query keys of the area; a check-in invalidates everything under `dailyLoop`. */
export const dailyLoopKeys = {
  all: ['dailyLoop'] as const,
  sevenSign: ['dailyLoop', 'sevenSign'] as const,
  rankingMenu: ['dailyLoop', 'rankingMenu'] as const,
  ranking: (query: RankingQuery) => ['dailyLoop', 'ranking', query.kind, query.scope, query.period] as const,
  calendar: (start: string, end: string) => ['dailyLoop', 'calendar', start, end] as const,
  medals: ['dailyLoop', 'medals'] as const,
  ledger: (page: number) => ['dailyLoop', 'ledger', page] as const,
  credits: ['dailyLoop', 'credits'] as const,
  duration: ['dailyLoop', 'duration'] as const,
};
