import { create } from 'zustand';
import { DEFAULT_COUNTRY_CODE, type VerificationPurpose } from '../../../../protocol';

/** What the sign-up form keeps while the person reads the agreement (never the passwords). */
export interface RegisterDraft {
  countryCode: string;
  phone: string;
  code: string;
  username: string;
  agree: boolean;
}

interface AuthDraftState {
  register: RegisterDraft;
  /** When (epoch ms) each purpose may send a code again: the 60 s countdown outlives a page change. */
  resendAt: Partial<Record<VerificationPurpose, number>>;
  saveRegisterDraft(draft: Partial<RegisterDraft>): void;
  clearRegisterDraft(): void;
  startCountdown(purpose: VerificationPurpose, seconds: number, now: number): void;
}

const EMPTY_DRAFT: RegisterDraft = {
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  code: '',
  username: '',
  agree: false,
};

/** In memory only: a reload starts afresh, which is what a person expects of a half-filled form. */
export const useAuthDraftStore = create<AuthDraftState>((set) => ({
  register: EMPTY_DRAFT,
  resendAt: {},
  saveRegisterDraft: (draft) => set((state) => ({ register: { ...state.register, ...draft } })),
  clearRegisterDraft: () => set({ register: EMPTY_DRAFT }),
  startCountdown: (purpose, seconds, now) =>
    set((state) => ({ resendAt: { ...state.resendAt, [purpose]: now + seconds * 1000 } })),
}));
