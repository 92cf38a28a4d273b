import { ErrorCode } from '../../../protocol';
import type { LiveComeIn, LivePlay } from '../../../protocol/schemas/live';
import { liveProvidersFor } from '../../providers/live/live-providers';
import { LiveProviderError } from '../../providers/live/live-provider';
import { AppError } from '../../pipeline/app-error';
import { assertUnlocked } from './live-room.service';
import { displayName, loadLive, phaseOf, type LiveScope } from './live-scope';

/**
 * What the player plays: the provider's address of the stream while the live is in progress,
 * of the recording once it has ended with playback, or nothing (not started, lecturer away,
 * ended without playback). The provider is asked on each call: its addresses are signed for
 * one viewer and expire.
 */
export async function livePlay(scope: LiveScope, id: number, provider: 'polyv' | 'dingtalk'): Promise<LiveComeIn> {
  const live = await loadLive(scope.db, id);
  // Each provider's call serves its own lives only.
  if (live.provider !== provider) throw new AppError(ErrorCode.NOT_FOUND);
  await assertUnlocked(scope, live);
  const viewerId = `${scope.eid}-${scope.user.id}`;
  const phase = phaseOf(live);
  const what = phase === 'live' ? 'live' : phase === 'playback' ? 'playback' : null;
  const none: LivePlay = { kind: 'none', channelId: live.channel_id, viewerId, url: null };
  if (!what) return { ...none, openUrl: '' };
  const client = liveProvidersFor(scope.config)[provider];
  if (!client) throw new AppError(ErrorCode.LIVE_PROVIDER_FAILED);
  try {
    const address = await client.play(live.channel_id, { id: viewerId, name: displayName(scope.user) }, what);
    return { kind: what, channelId: live.channel_id, viewerId, url: address.url, openUrl: address.openUrl };
  } catch (error) {
    if (error instanceof LiveProviderError) throw new AppError(ErrorCode.LIVE_PROVIDER_FAILED);
    throw error;
  }
}
