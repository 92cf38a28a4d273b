/** Tables of the sign-in checks beside passwords (migration 0025, decision 0037). Times in ms. */

/**
 * One slider puzzle: where the piece fits, and its state. `open` until answered once; `passed`
 * makes its id a ticket one code send may spend (then `used`); a wrong answer is `failed`.
 */
export interface SliderChallengesTable {
  id: string;
  eid: number;
  target_x: number;
  state: 'open' | 'passed' | 'used' | 'failed';
  created_at: number;
  passed_at: number | null;
}

export interface AuthCheckTables {
  slider_challenges: SliderChallengesTable;
}
