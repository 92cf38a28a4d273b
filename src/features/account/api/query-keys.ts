/** TanStack Query keys of the account area, per signed-in identity (`eid:userid`). */
export const accountKeys = {
  all: ['account'] as const,
  enterprises: (identity: string) => ['account', identity, 'enterprises'] as const,
  portals: (identity: string) => ['account', identity, 'portals'] as const,
};
