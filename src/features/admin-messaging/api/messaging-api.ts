import type {
  AdminSendResult,
  BroadcastKind,
  MessageState,
  MessagingAudienceOptions,
  MessagingAudienceScope,
  SentList,
} from '../../../../protocol';
import {
  adminSendCall,
  audienceOptionsCall,
  audiencePreviewCall,
  sentListCall,
} from '../../../../protocol/calls/admin-messaging';
import { messageSettingsCall, messageStateCall } from '../../../../protocol/calls/messages';
import { api } from '../../../lib/api-client';

/** The page shows its own loading and error states. */
const quiet = { quiet: true } as const;

export interface AudienceChoice {
  scope: MessagingAudienceScope;
  departmentIds: number[];
  userIds: number[];
}

const audienceParams = (a: AudienceChoice) => ({
  scope: a.scope,
  departmentIds: JSON.stringify(a.scope === 'departments' ? a.departmentIds : []),
  userIds: JSON.stringify(a.scope === 'members' ? a.userIds : []),
});

export async function getAudienceOptions(keyword: string): Promise<MessagingAudienceOptions> {
  return api.request(audienceOptionsCall, keyword ? { keyword } : {}, quiet);
}

export async function previewAudience(audience: AudienceChoice): Promise<number> {
  return (await api.request(audiencePreviewCall, audienceParams(audience), quiet)).recipients;
}

export interface Draft {
  kind: BroadcastKind;
  title: string;
  bodyHtml: string;
  sendKey: string;
}

export async function sendMessage(draft: Draft, audience: AudienceChoice): Promise<AdminSendResult> {
  return api.request(
    adminSendCall,
    { ...draft, ...audienceParams(audience), confirmAll: audience.scope === 'all' ? 'Y' : 'N' },
    quiet,
  );
}

export async function listSent(kind: BroadcastKind | '', page: number, pageSize: number): Promise<SentList> {
  return api.request(sentListCall, { ...(kind ? { kind } : {}), page, pageSize }, quiet);
}

/** adminMessageShow as learners get it (the administrator is a member too). */
export async function getMessageState(): Promise<MessageState> {
  return api.request(messageStateCall, {}, quiet);
}

export async function setAdminMessageShow(value: 'Y' | 'N'): Promise<'Y' | 'N'> {
  return (await api.request(messageSettingsCall, { adminMessageShow: value }, quiet)).adminMessageShow;
}
