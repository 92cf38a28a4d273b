import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z, ZodType } from 'zod';
import type { Language, ParsedRequestEnvelope, ResponseStatus } from '../../protocol';
import type { ServerConfig } from '../config';
import type { Clock } from '../lib/clock';
import type { Database, Enterprise, User } from '../db/schema';
import type { CallAnswer, CallParams, CallSpec } from '../../protocol/calls/define-call';
import type { UploadedFile, UploadLimits } from './multipart';

/** Who may make a call: anyone, a signed-in member of the enterprise, or one of its administrators. */
export type Access = 'public' | 'user' | 'admin';

/** Everything a handler may use. The enterprise is resolved once, here, for every call. */
export interface CallContext {
  db: Kysely<Database>;
  config: ServerConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  call: string;
  envelope: ParsedRequestEnvelope;
  language: Language;
  /** Null only for calls declared `tenant: 'optional'` whose enterprise was not found. */
  enterprise: Enterprise | null;
  /** The signed-in user, if the envelope carried a live session (of any enterprise). */
  user: User | null;
  /** The raw session token of the signed-in user (echoed in userinfo). */
  token: string | null;
  ip: string;
  host: string;
  /** The file parts of an upload call, each checked against its signed digest. */
  files?: readonly UploadedFile[];
}

export interface CallResult {
  data: unknown;
  /** Defaults to the signed-in user, presented; pass null to send none. */
  userinfo?: unknown;
  status?: ResponseStatus;
  code?: number;
  msg?: string;
}

export interface CallDefinition<S extends ZodType = ZodType> {
  /** The declared answer schema (protocol/calls); checked against every answer outside production. */
  output?: ZodType;
  name: string;
  method: 'GET' | 'POST';
  access: Access;
  /** `optional` lets the handler answer when no enterprise matches (the init call does). */
  tenant?: 'required' | 'optional';
  input: S;
  /** Accept a multipart body with files within these limits (docs/protocol.md "Uploads"). */
  upload?: UploadLimits;
  handler: (ctx: CallContext, input: z.infer<S>) => Promise<CallResult>;
}

/** What the server adds to a declared call: who may make it, and what it does. */
/** A call of a signed-in member (`user` or `admin`): the dispatcher has checked all three. */
export interface MemberContext extends CallContext {
  enterprise: Enterprise;
  user: User;
  token: string;
}

/** A call whose enterprise must exist (every call but the init call's `tenant: 'optional'`). */
export interface TenantContext extends CallContext {
  enterprise: Enterprise;
}

/** The context a handler gets, typed by the call's declared access and tenant rule. */
export type ContextFor<A extends Access, T extends 'required' | 'optional' | undefined> = A extends 'public'
  ? T extends 'optional'
    ? CallContext
    : TenantContext
  : MemberContext;

export interface ServeOptions<
  C extends CallSpec,
  A extends Access = Access,
  T extends 'required' | 'optional' | undefined = undefined,
> {
  access: A;
  tenant?: T;
  upload?: UploadLimits;
  handler: (ctx: ContextFor<A, T>, input: CallParams<C>) => Promise<ServedResult<C>>;
}

/** A handler's result, its `data` typed by the declared answer schema. */
export interface ServedResult<C extends CallSpec> extends Omit<CallResult, 'data'> {
  data: CallAnswer<C>;
}

/**
 * The one list of calls the server serves. The dispatcher routes through it, and the
 * attack suite and the calls.tsv checklist walk it, so no endpoint escapes either.
 */
export class CallRegistry {
  private readonly calls = new Map<string, CallDefinition>();

  /**
   * Serve a call declared in `protocol/calls/`: name, method and both schemas come from the
   * declaration, so the server and the portal cannot disagree about them (decision 0031).
   */
  serve<C extends CallSpec, A extends Access, T extends 'required' | 'optional' | undefined = undefined>(
    call: C,
    serving: ServeOptions<C, A, T>,
  ): void {
    this.register({
      name: call.name,
      method: call.method,
      input: call.input,
      output: call.output,
      access: serving.access,
      tenant: serving.tenant,
      upload: serving.upload,
      handler: serving.handler as CallDefinition['handler'],
    });
  }

  register<S extends ZodType>(definition: CallDefinition<S>): void {
    if (this.calls.has(definition.name)) throw new Error(`call ${definition.name} registered twice`);
    this.calls.set(definition.name, definition as unknown as CallDefinition);
  }

  get(name: string): CallDefinition | undefined {
    return this.calls.get(name);
  }

  all(): CallDefinition[] {
    return [...this.calls.values()];
  }
}
