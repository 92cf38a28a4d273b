import type { ZodType } from 'zod';

/** What the attack suite needs to know of one input field of a call. */
export interface FieldInfo {
  name: string;
  kind: 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'other';
  optional: boolean;
  minLength: number | null;
  maxLength: number | null;
  /** An anchored pattern without open-ended repetition bounds the length (isBoundedPattern). */
  boundedByPattern: boolean;
  minValue: number | null;
  options: string[];
}

interface ZodInternals {
  def: {
    type: string;
    innerType?: ZodType;
    in?: ZodType;
    out?: ZodType;
    checks?: { _zod: { def: { check: string; maximum?: number; format?: string; pattern?: RegExp } } }[];
    entries?: Record<string, string>;
  };
  shape?: Record<string, ZodType>;
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
}

/** The schema a wrapper (optional, default, nullable, pipe…) applies to the raw wire value. */
function unwrap(schema: ZodType): { schema: ZodInternals; optional: boolean } {
  let current = schema as unknown as ZodInternals;
  let optional = false;
  for (;;) {
    const { type } = current.def;
    if (
      type === 'optional' ||
      type === 'default' ||
      type === 'prefault' ||
      type === 'nullable' ||
      type === 'catch' ||
      type === 'readonly'
    ) {
      if (type !== 'nullable') optional = true;
      current = current.def.innerType as unknown as ZodInternals;
    } else if (type === 'pipe') {
      // z.preprocess(fn, s) is a pipe from a transform into s; s.transform(fn) is a pipe from s.
      const input = current.def.in as unknown as ZodInternals;
      current = (input.def.type === 'transform' ? current.def.out : current.def.in) as unknown as ZodInternals;
    } else {
      return { schema: current, optional };
    }
  }
}

function arrayMax(schema: ZodInternals): number | null {
  const check = schema.def.checks?.find((c) => c._zod.def.check === 'max_length');
  return check?._zod.def.maximum ?? null;
}

/**
 * True when the string must match a pattern that is anchored at both ends and repeats nothing
 * without a limit (no `*`, `+` or `{n,}`): such a pattern bounds the length as well as a max() does.
 */
export function isBoundedPattern(pattern: RegExp): boolean {
  const source = pattern.source.replace(/\\./g, 'x');
  if (!source.startsWith('^') || !source.endsWith('$')) return false;
  const plain = source.replace(/\[[^\]]*\]/g, 'x');
  if (/[*+]|\{\d+,\}/.test(plain)) return false;
  // `^a|b$` anchors each branch at one end only.
  let depth = 0;
  for (const ch of plain) {
    if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === '|' && depth === 0) return false;
  }
  return true;
}

function patternBounded(schema: ZodInternals): boolean {
  return (schema.def.checks ?? []).some(
    (c) => c._zod.def.format === 'regex' && c._zod.def.pattern !== undefined && isBoundedPattern(c._zod.def.pattern),
  );
}

/** The top-level fields of a call's input schema (calls take flat form-encoded parameters). */
export function fieldsOf(input: ZodType): FieldInfo[] {
  const root = unwrap(input).schema;
  if (root.def.type !== 'object' || !root.shape) return [];
  return Object.entries(root.shape).map(([name, field]) => {
    const { schema, optional } = unwrap(field);
    const type = schema.def.type;
    const kind =
      type === 'string' || type === 'number' || type === 'boolean' || type === 'enum' || type === 'array'
        ? type
        : 'other';
    return {
      name,
      kind,
      optional,
      minLength: schema.minLength ?? null,
      maxLength: kind === 'array' ? arrayMax(schema) : (schema.maxLength ?? null),
      boundedByPattern: kind === 'string' && patternBounded(schema),
      minValue: schema.minValue ?? null,
      options: type === 'enum' ? Object.values(schema.def.entries ?? {}) : [],
    };
  });
}
