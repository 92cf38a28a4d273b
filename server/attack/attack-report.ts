/** Counts the attack suite prints at the end (issue: "the suite prints its counts"). */
export interface AttackCounts {
  endpoints: Set<string>;
  attempts: number;
  refusals: number;
  /** An attack that was answered with success or changed data. Zero expected. */
  leaks: string[];
}

export function newCounts(): AttackCounts {
  return { endpoints: new Set(), attempts: 0, refusals: 0, leaks: [] };
}

export function report(suite: string, counts: AttackCounts): void {
  console.info(
    `[attack] ${suite}: ${counts.endpoints.size} endpoints, ${counts.attempts} attempts, ${counts.refusals} refusals, ${counts.leaks.length} leaks` +
      (counts.leaks.length ? `\n  ${counts.leaks.join('\n  ')}` : ''),
  );
}
