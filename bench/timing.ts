/**
 * Times `run` `runs` times after one warm-up call (the first call compiles statements and fills
 * caches, which no later visitor pays): the median, and the fastest — on a shared, noisy machine
 * the fastest shows what the code can do when nothing else runs. Milliseconds to two places.
 */
export async function timeRuns(
  run: () => Promise<unknown>,
  runs: number,
): Promise<{ median: number; fastest: number }> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: Number(times[Math.floor(runs / 2)]!.toFixed(2)), fastest: Number(times[0]!.toFixed(2)) };
}
