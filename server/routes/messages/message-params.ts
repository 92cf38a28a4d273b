type Param = string | number | boolean;

/** The stored params as a flat record of scalars; anything else is dropped (never trusted blindly). */
export function safeParams(text: string): Record<string, Param> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, Param> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') out[key] = item;
  }
  return out;
}
