import { countryCodesCall, enterpriseLoginTypesCall, pcWebLoginTypesCall } from '../../../protocol/calls/auth';
import type { CallRegistry } from '../../pipeline/call-registry';
import { presentCountryCodes } from './country-codes';
import { presentEnterpriseLoginTypes, presentPcWebLoginTypes } from './login-types.service';

export function registerLoginOptionCalls(registry: CallRegistry): void {
  /** What the PC web login card shows: its tabs and where "register" leads (decision 0004). */
  registry.serve(pcWebLoginTypesCall, {
    access: 'public',
    handler: async (ctx) => ({ data: presentPcWebLoginTypes(ctx.enterprise) }),
  });

  /** Every sign-in method the enterprise has configured, including QR scan and chat hosts. */
  registry.serve(enterpriseLoginTypesCall, {
    access: 'public',
    handler: async (ctx) => ({ data: presentEnterpriseLoginTypes(ctx.enterprise) }),
  });

  /** Calling codes for the phone inputs, with names in the caller's language. */
  registry.serve(countryCodesCall, {
    access: 'public',
    handler: async (ctx) => ({ data: presentCountryCodes(ctx.language) }),
  });
}
