import type { CallName, Params, ResponseEnvelope, UserInfo } from '../../protocol';
import type { CallInput, CallResponse, CallSpec } from '../../protocol/calls/define-call';
import { ApiError, CLIENT_ERROR_CODE } from './api-error';
import type { CallOptions, UploadOptions } from './api-client';
import { toUserInfo } from './user-info';

/** A checked answer and the signed-in user its envelope carried. */
export interface WithUser<T> {
  data: T;
  user: UserInfo | null;
}

/** The one way a feature calls the server (decision 0031): calls declared in `protocol/calls/`. */
export interface DeclaredCalls {
  /**
   * A declared call: its parameters typed by the declaration, its answer checked against the
   * declared schema (a mismatch is an `invalid-response` ApiError, like unreadable JSON). The
   * method comes from the declaration.
   */
  request<C extends CallSpec>(
    call: C,
    params?: CallInput<C>,
    options?: Omit<CallOptions, 'method'>,
  ): Promise<CallResponse<C>>;
  /** `request` for a declared upload call: resolves with the checked `data` of the envelope. */
  requestUpload<C extends CallSpec>(call: C, body: Blob | FormData, options?: UploadOptions): Promise<CallResponse<C>>;
  /**
   * `request` for the calls whose envelope's `userinfo` matters (the init call, saves that change
   * the header's name or score): the checked `data`, and the signed-in user the envelope carries
   * (read like the `userInfo` cookie; null when it names nobody).
   */
  requestWithUser<C extends CallSpec>(
    call: C,
    params?: CallInput<C>,
    options?: Omit<CallOptions, 'method'>,
  ): Promise<WithUser<CallResponse<C>>>;
  /** `requestUpload` with the envelope's signed-in user, as `requestWithUser`. */
  requestUploadWithUser<C extends CallSpec>(
    call: C,
    body: Blob | FormData,
    options?: UploadOptions,
  ): Promise<WithUser<CallResponse<C>>>;
}

/** The transport the declared calls ride on: the API client's envelope and upload calls. */
interface Transport {
  callEnvelope(call: CallName, params?: Params, options?: CallOptions): Promise<ResponseEnvelope>;
  upload(call: CallName, body: Blob | FormData, options?: UploadOptions): Promise<ResponseEnvelope>;
}

export function declaredCalls(transport: Transport): DeclaredCalls {
  const send = <C extends CallSpec>(spec: C, params: CallInput<C> | undefined, options?: Omit<CallOptions, 'method'>) =>
    transport.callEnvelope(spec.name, params as Params | undefined, { ...options, method: spec.method });
  return {
    request: async (spec, params, options) => checkAnswer(spec, (await send(spec, params, options)).data),
    requestUpload: async (spec, body, options) =>
      checkAnswer(spec, (await transport.upload(spec.name, body, options)).data),
    requestWithUser: async (spec, params, options) => withUser(spec, await send(spec, params, options)),
    requestUploadWithUser: async (spec, body, options) =>
      withUser(spec, await transport.upload(spec.name, body, options)),
  };
}

function withUser<C extends CallSpec>(spec: C, envelope: ResponseEnvelope): WithUser<CallResponse<C>> {
  const user = toUserInfo(envelope.userinfo);
  return { data: checkAnswer(spec, envelope.data), user: user && user.userid ? user : null };
}

/** An answer that does not match its declaration is an `invalid-response`, like unreadable JSON. */
function checkAnswer<C extends CallSpec>(spec: C, data: unknown): CallResponse<C> {
  const parsed = spec.output.safeParse(data);
  if (!parsed.success) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return parsed.data as CallResponse<C>;
}
