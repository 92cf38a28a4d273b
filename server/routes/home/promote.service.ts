import type { PartnerType } from '../../../protocol';
import { promoteEnquiryParamsSchema } from '../../../protocol';
import type { z } from 'zod';
import { localise, type HomeScope } from './home-scope';

export const PROMOTE_PAGE_SIZE = 12;

export async function listPartnerTypes(scope: HomeScope): Promise<PartnerType[]> {
  const rows = await scope.db.selectFrom('partner_types').selectAll().orderBy('sort').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: localise(row.titles, scope.language) }));
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
