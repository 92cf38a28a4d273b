import { z } from 'zod';
import { LANGUAGE_CHOICES } from '../constants';

/** What the server accepts as the envelope part of any request (all values arrive as strings). */
export const requestEnvelopeSchema = z.object({
  eid: z.string().regex(/^\d{1,10}$/, 'eid must be digits'),
  token: z
    .string()
    .regex(/^[0-9a-f]{0,128}$/i, 'token must be hex')
    .default(''),
  userid: z
    .string()
    .regex(/^\d{0,12}$/, 'userid must be digits')
    .default(''),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  platform: z.string().min(1).max(32),
  language: z.enum(LANGUAGE_CHOICES),
  userPortalID: z
    .string()
    .regex(/^\d{0,10}$/)
    .default(''),
  userNikkatsu: z.string().regex(/^\d{1,9}$/),
  requestTimestamp: z.string().regex(/^\d{10,16}$/),
  _method: z.enum(['GET', 'POST']),
  _requestPageUrl: z.string().max(4096).default(''),
  _timeZone: z.string().max(80).optional(),
  _requestSign: z.string().regex(/^[0-9a-f]{64}$/),
  _requestData: z.string().max(1_000_000).optional(),
});

export type ParsedRequestEnvelope = z.infer<typeof requestEnvelopeSchema>;
