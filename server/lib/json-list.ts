/** A JSON array stored in a text column; anything else (corrupt text, an object) reads as empty. */
export function parseJsonList<T = unknown>(json: string): T[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** The string entries of a stored JSON list, e.g. an enterprise's is_alpha feature flags. */
export function parseStringList(json: string): string[] {
  return parseJsonList(json).filter((entry): entry is string => typeof entry === 'string');
}
