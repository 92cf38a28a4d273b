import { z } from 'zod';
import {
  checkInResultSchema,
  creditsSchema,
  durationSchema,
  learnCalendarParamsSchema,
  learnCalendarSchema,
  medalListSchema,
  pointsLedgerParamsSchema,
  pointsLedgerSchema,
  rankingMenuSchema,
  rankingParamsSchema,
  rankingSchema,
  sevenSignSchema,
} from '../schemas/daily-loop';
import { defineCall } from './define-call';

const none = z.object({});

/** The seven-day strip, streak and today's reward. */
export const sevenSignCall = defineCall({
  name: 'apiSystem/Sign/SevenSign',
  method: 'GET',
  input: none,
  output: sevenSignSchema,
});

/** Check in (once per local day); the envelope's userinfo carries the new score. */
export const checkInCall = defineCall({
  name: 'apiSystem/sign',
  method: 'POST',
  input: none,
  output: checkInResultSchema,
});

export const rankingMenuCall = defineCall({
  name: 'apiStudyhall/rankByWeek/getIconMenu',
  method: 'GET',
  input: none,
  output: rankingMenuSchema,
});

export const rankingCall = defineCall({
  name: 'apiStudyhall/rankByWeek',
  method: 'GET',
  input: rankingParamsSchema,
  output: rankingSchema,
});

/** At most 90 days (spec 001 §9). */
export const learnCalendarCall = defineCall({
  name: '/v1/my/learn-calendar/pc',
  method: 'GET',
  input: learnCalendarParamsSchema,
  output: learnCalendarSchema,
});

export const medalsCall = defineCall({ name: '/v1/my/medals', method: 'GET', input: none, output: medalListSchema });

export const pointsLedgerCall = defineCall({
  name: '/v1/my/points/ledger',
  method: 'GET',
  input: pointsLedgerParamsSchema,
  output: pointsLedgerSchema,
});

export const creditsCall = defineCall({ name: '/v1/my/credits', method: 'GET', input: none, output: creditsSchema });

export const durationCall = defineCall({ name: '/v1/my/duration', method: 'GET', input: none, output: durationSchema });
