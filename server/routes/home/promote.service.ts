import type { PartnerType } from '../../../protocol';
import { promoteEnquiryParamsSchema } from '../../../protocol';
import type { z } from 'zod';
import { ErrorCode } from '../../../protocol';
import { AppError } from '../../pipeline/app-error';
import { localise, type HomeScope } from './home-scope';

export const PROMOTE_PAGE_SIZE = 12;

export async function listPartnerTypes(scope: HomeScope): Promise<PartnerType[]> {
  const rows = await scope.db.selectFrom('partner_types').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: localise(row.titles, scope.language) }));
}

/** A partner of this enterprise that is shown, or NOT_FOUND (another tenant's id reveals nothing). */
async function enabledPartnerId(scope: HomeScope, id: number): Promise<number> {
  const row = await scope.db
    .selectFrom('partners')
    .select('id')
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row.id;
}

function localisedList(json: string, language: HomeScope['language']): string[] {
  try {
    const items = JSON.parse(json) as unknown;
    return Array.isArray(items)
      ? items
          .map((item) => (typeof item === 'string' ? item : localise(JSON.stringify(item), language)))
          .filter(Boolean)
      : [];
  } catch {
    return [];
  }
}

/** The page of one partner (/partner/partnerDetail/{id}): introduction, services and region, if written. */
export async function partnerProfile(
  scope: HomeScope,
  partnerId: number,
): Promise<{ partnerIntro: string; partnerServices: string[]; partnerRegion: string }> {
  const row = await scope.db
    .selectFrom('partner_profiles')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  return {
    partnerIntro: row ? localise(row.intro, scope.language) : '',
    partnerServices: row ? localisedList(row.services, scope.language) : [],
    partnerRegion: row ? localise(row.region, scope.language) : '',
  };
}

/**
 * POST /v1/promote/index/enterprise: a company asks to become a partner. One enquiry per
 * (enterprise, requestId), so a retry or double click files it once and answers the same id.
 */
export async function fileEnquiry(
  scope: HomeScope,
  input: z.output<typeof promoteEnquiryParamsSchema>,
): Promise<{ id: number }> {
  await scope.db
    .insertInto('promote_enquiries')
    .values({
      eid: scope.eid,
      user_id: scope.viewer?.id ?? null,
      request_id: input.requestId,
      company_name: input.companyName,
      contact_name: input.contactName,
      phone: input.phone,
      message: input.message ?? '',
      created_at: scope.now,
      partner_id: input.promote_id > 0 ? await enabledPartnerId(scope, input.promote_id) : null,
    })
    .onConflict((oc) => oc.columns(['eid', 'request_id']).doNothing())
    .execute();
  const row = await scope.db
    .selectFrom('promote_enquiries')
    .select('id')
    .where('request_id', '=', input.requestId)
    .executeTakeFirstOrThrow();
  return { id: row.id };
}
