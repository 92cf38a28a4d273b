/** TanStack Query keys of the sign-in area; each answer depends on the language it is asked in. */
export const authKeys = {
  all: ['auth'] as const,
  loginOptions: (language: string) => ['auth', 'loginOptions', language] as const,
  countryCodes: (language: string) => ['auth', 'countryCodes', language] as const,
  agreement: (language: string) => ['auth', 'agreement', language] as const,
};
