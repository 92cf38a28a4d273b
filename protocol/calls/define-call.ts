import type { z, ZodType } from 'zod';

/**
 * One endpoint, declared once: its name (legacy `controller/action` or REST `/v1/...`), its HTTP
 * method, the zod schema of its parameters and the zod schema of its answer's `data`.
 *
 * The server registers a handler for it (`registry.serve(call, …)`): the dispatcher validates the
 * input with `input` and, outside production, checks every answer against `output`, so a server
 * that drifts from the contract fails its own tests. The portal calls it (`api.request(call, …)`):
 * the answer is checked against `output` before any page sees it. Declarations live in
 * `protocol/calls/<area>.ts`, which `protocol/index.ts` does not re-export: a start-up module
 * imports its area's file with `import()` so zod never weighs on the start-up chunk (decision 0031).
 */
export interface CallSpec<I extends ZodType = ZodType, O extends ZodType = ZodType> {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly input: I;
  readonly output: O;
}

/** The parameters a caller passes (before the schema's defaults and transforms). */
export type CallInput<C extends CallSpec> = z.input<C['input']>;
/** The parameters a handler receives (after validation). */
export type CallParams<C extends CallSpec> = z.output<C['input']>;
/** What a handler answers with (before the answer schema's transforms). */
export type CallAnswer<C extends CallSpec> = z.input<C['output']>;
/** What the portal receives, checked. */
export type CallResponse<C extends CallSpec> = z.output<C['output']>;

export function defineCall<I extends ZodType, O extends ZodType>(spec: {
  name: string;
  method: 'GET' | 'POST';
  input: I;
  output: O;
}): CallSpec<I, O> {
  return Object.freeze({ ...spec });
}
