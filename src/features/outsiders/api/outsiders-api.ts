import type { OutsiderCode, OutsiderJoinParams, OutsiderJoinResult, OutsiderStatusAnswer } from '../../../../protocol';
import {
  outsiderCodeCall,
  outsiderJoinCall,
  outsiderStatusCall,
  regenerateOutsiderCodeCall,
} from '../../../../protocol/calls/outsiders';
import { api } from '../../../lib/api-client';

/** The pages show their own errors. */
const quiet = { quiet: true } as const;

export async function joinWithCode(params: OutsiderJoinParams): Promise<OutsiderJoinResult> {
  return api.request(outsiderJoinCall, params, quiet);
}

export async function getOutsiderStatus(ticket: string): Promise<OutsiderStatusAnswer> {
  return api.request(outsiderStatusCall, { ticket }, quiet);
}

export async function getOutsiderCode(): Promise<OutsiderCode> {
  return api.request(outsiderCodeCall, {}, quiet);
}

export async function regenerateOutsiderCode(): Promise<OutsiderCode> {
  return api.request(regenerateOutsiderCodeCall, {}, quiet);
}

/** The applicant's browser keeps its ticket, so the waiting notice can be opened again later. */
const TICKET_KEY = 'lp:outsider-ticket';

export function rememberTicket(ticket: string): void {
  try {
    localStorage.setItem(TICKET_KEY, ticket);
  } catch {
    // Private mode: the ticket stays in the address only.
  }
}

export function rememberedTicket(): string | null {
  try {
    return localStorage.getItem(TICKET_KEY);
  } catch {
    return null;
  }
}

export function forgetTicket(): void {
  try {
    localStorage.removeItem(TICKET_KEY);
  } catch {
    // Nothing kept.
  }
}
