/** TanStack Query keys of the profile area (the cache is cleared when the signed-in identity changes). */
export const profileKeys = {
  all: ['profile'] as const,
  profile: ['profile', 'profile'] as const,
  departments: ['profile', 'departments'] as const,
  birthdayTypes: (language: string) => ['profile', 'birthdayTypes', language] as const,
  countryCodes: (language: string) => ['profile', 'countryCodes', language] as const,
};
