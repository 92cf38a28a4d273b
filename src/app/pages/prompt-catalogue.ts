import { ErrorCode, ErrorReason } from '../../../protocol';

/** What the user can do next on the prompt page. */
export type PromptAction = 'join' | 'signIn' | 'otherAccount' | 'switchEnterprise' | 'retry' | 'home' | 'openUrl';

export interface PromptEntry {
  /** Key under `prompt:` for the title and (`<key>Hint`) the next-step text. */
  key: string;
  tone: 'info' | 'warning' | 'error';
  actions: PromptAction[];
}

const membershipActions: PromptAction[] = ['switchEnterprise', 'otherAccount'];

/**
 * Every errorMsg the shell sends to /prompt (spec 000 §4 access codes, §8 codes) and the
 * organisation and account messages of spec 001 §8, each with its next step.
 */
const CATALOGUE: Record<string, PromptEntry> = {
  // A public organisation lets a signed-in person join it at once (apiPuborg/addPuborg).
  '2': { key: 'notMember', tone: 'warning', actions: ['join', ...membershipActions] },
  '3': { key: 'expired', tone: 'warning', actions: membershipActions },
  '4': { key: 'enterpriseLocked', tone: 'warning', actions: membershipActions },
  '5': { key: 'accountLocked', tone: 'error', actions: ['signIn'] },
  '401': { key: 'loginExpired', tone: 'warning', actions: ['signIn', 'home'] },
  '577': { key: 'notice', tone: 'info', actions: ['openUrl', 'home'] },
  [String(ErrorCode.ENTERPRISE_NOT_FOUND)]: { key: 'notFound', tone: 'warning', actions: ['retry'] },
  [ErrorReason.ENTERPRISE_CLOSED]: { key: 'closed', tone: 'warning', actions: membershipActions },
  [ErrorReason.BLOCKED_BY_ADMIN]: { key: 'blocked', tone: 'error', actions: ['otherAccount'] },
  [ErrorReason.USER_LIMIT_REACHED]: { key: 'userLimit', tone: 'warning', actions: ['retry', 'otherAccount'] },
  [ErrorReason.SIGNED_IN_ELSEWHERE]: { key: 'signedInElsewhere', tone: 'warning', actions: ['signIn'] },
  [ErrorReason.NOT_IN_ADDRESS_BOOK]: { key: 'notInAddressBook', tone: 'warning', actions: ['retry', 'otherAccount'] },
  // The access reasons by name too, so every ErrorReason the server gives reads as a sentence.
  [ErrorReason.ACCOUNT_LOCKED]: { key: 'accountLocked', tone: 'error', actions: ['signIn'] },
  [ErrorReason.ENTERPRISE_EXPIRED]: { key: 'expired', tone: 'warning', actions: membershipActions },
  [ErrorReason.ENTERPRISE_LOCKED]: { key: 'enterpriseLocked', tone: 'warning', actions: membershipActions },
  [ErrorReason.NOT_A_MEMBER]: { key: 'notMember', tone: 'warning', actions: ['join', ...membershipActions] },
  link_invalid: { key: 'linkInvalid', tone: 'warning', actions: ['signIn', 'home'] },
};

/** Codes not in the catalogue still say what the gateway said, and offer a retry. */
const UNKNOWN: PromptEntry = { key: 'generic', tone: 'info', actions: ['retry', 'home'] };

export function promptEntryFor(errorMsg: string): PromptEntry {
  return CATALOGUE[errorMsg] ?? UNKNOWN;
}

export const PROMPT_CODES = Object.keys(CATALOGUE);

/**
 * The code shown under the message as "Error code: …", or null. A numeric code is a reference
 * the administrator can look up; a named code (not_in_address_book) is a program's word, and
 * its entry already says what it means in the reader's language, so it is never shown raw.
 */
export function promptReference(errorMsg: string): string | null {
  return /^\d+$/.test(errorMsg) ? errorMsg : null;
}
