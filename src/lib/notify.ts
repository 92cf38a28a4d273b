/**
 * Toasts for the start-up chunk's own modules (session, header, API errors). Arco's Message loads
 * on the first toast instead of at start-up (≈ 6 KB gzip with its transitions; decision 0030);
 * area pages, which load later anyway, use Arco's Message directly.
 */
type MessageApi = typeof import('@arco-design/web-react/es/Message').default;

let loaded: MessageApi | undefined;
let loading: Promise<MessageApi> | undefined;

function messageApi(): Promise<MessageApi> {
  loading ??= import('@arco-design/web-react/es/Message').then((module) => (loaded = module.default));
  return loading;
}

export function notifyError(text: string): void {
  void messageApi().then((message) => message.error(text));
}

export function notifySuccess(text: string): void {
  void messageApi().then((message) => message.success(text));
}

/** Closes the toasts on screen; none can be showing before the first one loaded the module. */
export function clearNotices(): void {
  loaded?.clear();
}
