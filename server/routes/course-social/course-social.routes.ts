import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';

/** The calls of notes, comments, ratings, collections, rewards, downloads. */
export function registerCourseSocialCalls(_registry: CallRegistry, _config: ServerConfig): void {}
