/** Minutes as "1 h 30 min"-style parts for the translator (hours, minutes). */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Seconds as m:ss or h:mm:ss (a chapter's length). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** The chapter "Start / Continue studying" opens: the last one studied, else the first unfinished open one. */
export function chapterToOpen(
  chapters: { id: number; completed: boolean; locked: boolean }[],
  lastChapterId: number | null,
): number | null {
  const last = chapters.find((c) => c.id === lastChapterId && !c.locked);
  if (last) return last.id;
  return (chapters.find((c) => !c.completed && !c.locked) ?? chapters[0])?.id ?? null;
}
