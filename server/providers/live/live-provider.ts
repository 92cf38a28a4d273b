/**
 * The one interface behind which every live provider sits (decision 0052): the Polyv-style
 * provider (`/v1/live/polyv/init`) and DingTalk live (`/v1/live/ding-talk/come-in`). Each has a
 * real HTTP client and a loopback simulator that the same client talks to.
 */
export interface LiveViewer {
  /** Stable id of the learner at the provider (eid and user id; never a name or phone). */
  id: string;
  name: string;
}

export interface LivePlayAddress {
  /** HLS playlist: the live stream (a sliding window) or the recording (VOD). */
  url: string;
  /** Where the provider's own client opens the live (DingTalk's live view); '' when it has none. */
  openUrl: string;
}

export interface LiveProvider {
  readonly kind: 'polyv' | 'dingtalk';
  /** The address one viewer watches a channel's live stream or its recording at. */
  play(channelId: string, viewer: LiveViewer, what: 'live' | 'playback'): Promise<LivePlayAddress>;
}

/** The provider refused or could not be reached; the room answers LIVE_PROVIDER_FAILED. */
export class LiveProviderError extends Error {
  constructor(
    readonly provider: 'polyv' | 'dingtalk',
    readonly code: number | string,
    message: string,
  ) {
    super(`${provider} ${code}: ${message}`);
  }
}
