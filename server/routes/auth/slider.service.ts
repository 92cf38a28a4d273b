import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode, type SliderChallenge } from '../../../protocol';
import type { Database } from '../../db/schema';
import { takeAllowance, type LimitRule } from '../../lib/limits';
import { AppError } from '../../pipeline/app-error';
import { drawSliderPicture, SLIDER } from './slider-picture';

/** How the slider check is judged (decision 0037). */
export const SLIDER_RULES = {
  /** How far from the hole (px) the piece may be let go. */
  tolerancePx: 5,
  /** A drag faster than this is a script, not a hand. */
  minDragMs: 250,
  /** A puzzle must be answered within this time after it was drawn. */
  answerWithinMs: 2 * 60_000,
  /** A passed puzzle's ticket must be spent within this time. */
  ticketWithinMs: 2 * 60_000,
};

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * Code sends (attempts, refused ones included) an hour without a slider check: per phone, and
 * per address. Past either, a send must carry a passed puzzle's ticket.
 */
export interface SliderThresholds {
  perPhone: number;
  perAddress: number;
}

/** Puzzles one address may ask for an hour (drawing them costs the server, not the asker). */
const PUZZLES_PER_ADDRESS: LimitRule = { scope: 'slider:puzzles', limit: 120, windowMs: HOUR };

/**
 * Before a code send: a valid ticket lets it through (and is spent); otherwise it takes one of
 * the free sends of its phone and address, or is refused with SLIDER_REQUIRED.
 */
export async function requireSliderWhenDue(
  db: Kysely<Database>,
  input: { phone: string; ip: string; ticket: string | undefined; now: number; thresholds: SliderThresholds },
): Promise<void> {
  if (await spendSliderTicket(db, input.ticket, input.now)) return;
  const free = await takeAllowance(
    db,
    [
      { rule: { scope: 'slider:free-phone', limit: input.thresholds.perPhone, windowMs: HOUR }, subject: input.phone },
      { rule: { scope: 'slider:free-address', limit: input.thresholds.perAddress, windowMs: HOUR }, subject: input.ip },
    ],
    input.now,
  );
  if (!free.ok) throw new AppError(ErrorCode.SLIDER_REQUIRED);
}

/** Draw a new puzzle and remember where its piece fits. */
export async function createSliderChallenge(
  db: Kysely<Database>,
  asker: { eid: number; ip: string },
  now: number,
): Promise<SliderChallenge> {
  const allowance = await takeAllowance(db, [{ rule: PUZZLES_PER_ADDRESS, subject: asker.ip }], now);
  if (!allowance.ok) throw new AppError(ErrorCode.RATE_LIMITED);
  const picture = drawSliderPicture();
  const id = randomBytes(18).toString('base64url');
  await db
    .insertInto('slider_challenges')
    .values({ id, eid: asker.eid, target_x: picture.targetX, state: 'open', created_at: now })
    .execute();
  // Old puzzles are useless after a day; drop them as we go so the table stays small.
  await db
    .deleteFrom('slider_challenges')
    .where('created_at', '<', now - DAY)
    .execute();
  return {
    challengeId: id,
    width: SLIDER.width,
    height: SLIDER.height,
    pieceSize: SLIDER.piece,
    pieceY: picture.pieceY,
    background: picture.background,
    piece: picture.piece,
  };
}

/**
 * Judge one answer. Each puzzle is answered once: the state moves from `open` in the same
 * statement that checks it, so two answers sent together cannot both pass.
 */
export async function answerSliderChallenge(
  db: Kysely<Database>,
  answer: { challengeId: string; x: number; durationMs: number },
  now: number,
): Promise<{ ticket: string }> {
  const row = await db
    .selectFrom('slider_challenges')
    .select(['target_x', 'created_at'])
    .where('id', '=', answer.challengeId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.SLIDER_FAILED);
  const right =
    Math.abs(answer.x - row.target_x) <= SLIDER_RULES.tolerancePx &&
    answer.durationMs >= SLIDER_RULES.minDragMs &&
    now - Number(row.created_at) <= SLIDER_RULES.answerWithinMs;
  const moved = await db
    .updateTable('slider_challenges')
    .set(right ? { state: 'passed', passed_at: now } : { state: 'failed' })
    .where('id', '=', answer.challengeId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (!right || Number(moved.numUpdatedRows) !== 1) throw new AppError(ErrorCode.SLIDER_FAILED);
  return { ticket: answer.challengeId };
}

/** Spend a ticket: true once per passed puzzle, within its time. */
export async function spendSliderTicket(
  db: Kysely<Database>,
  ticket: string | undefined,
  now: number,
): Promise<boolean> {
  if (!ticket) return false;
  const spent = await db
    .updateTable('slider_challenges')
    .set({ state: 'used' })
    .where('id', '=', ticket)
    .where('state', '=', 'passed')
    .where('passed_at', '>=', now - SLIDER_RULES.ticketWithinMs)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
