import type { z } from 'zod';
import type { adminSendParamsSchema, sentListParamsSchema } from '../../../protocol';

export { ErrorCode, type AdminSendResult, type SentList } from '../../../protocol';
/** Parameters after validation (defaults applied, id lists parsed). */
export type AdminSendParamsOut = z.output<typeof adminSendParamsSchema>;
export type SentListParamsOut = z.output<typeof sentListParamsSchema>;
