/** Scores carry at most one decimal (spec 001): 7 → "7", 7.25 → "7.3". */
export function formatScore(score: number): string {
  return String(Math.round(score * 10) / 10);
}

/** The sum of the objective part and the essay scores entered so far, one decimal. */
export function totalOf(objectiveScore: number, essayScores: (number | null | undefined)[]): number {
  const sum = essayScores.reduce<number>((acc, score) => acc + (score ?? 0), objectiveScore);
  return Math.round(sum * 10) / 10;
}
