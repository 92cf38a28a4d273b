import type {
  BirthdayType,
  ChangePhoneParams,
  CountryCode,
  DepartmentNode,
  Profile,
  ProfileImageKind,
  UpdatePasswordParams,
  UserInfo,
} from '../../../../protocol';
import { countryCodesCall, sendCodeCall } from '../../../../protocol/calls/auth';
import {
  birthdayTypesCall,
  changePhoneCall,
  departmentsCall,
  profileCall,
  saveProfileCall,
  updatePasswordCall,
  uploadProfileImageCall,
} from '../../../../protocol/calls/profile';
import { api } from '../../../lib/api-client';
import { withSliderCheck } from '../../../lib/slider-gate';

/** GET /v1/user/profile (decision 0005). Quiet: the page shows its own error state. */
export function getProfile(): Promise<Profile> {
  return api.request(profileCall, {}, { quiet: true });
}

export interface ProfileDraft {
  username: string;
  nickname: string;
  email: string;
  birthday: string;
  birthdayType: BirthdayType;
  departmentId: number | null;
  post: string;
  labels: string[];
}

/** POST /v1/user/profile/save — every editable field at once; the answer carries fresh userinfo. */
export async function saveProfile(draft: ProfileDraft): Promise<{ profile: Profile; user: UserInfo | null }> {
  const { data, user } = await api.requestWithUser(
    saveProfileCall,
    {
      ...draft,
      departmentId: draft.departmentId === null ? '' : String(draft.departmentId),
      labels: JSON.stringify(draft.labels),
    },
    { quiet: true },
  );
  return { profile: data, user };
}

/** POST /v1/user/profile/upload-image (multipart, with progress): replaces the avatar or the two-inch photo. */
export async function uploadProfileImage(
  kind: ProfileImageKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ url: string; user: UserInfo | null }> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const { data, user } = await api.requestUploadWithUser(uploadProfileImageCall, form, { quiet: true, onProgress });
  return { url: data.url, user };
}

/** GET /v1/user/get-department — the enterprise's department tree. */
export async function getDepartments(): Promise<DepartmentNode[]> {
  return (await api.request(departmentsCall, {}, { quiet: true })).list;
}

/** GET /v1/user/get-department/get-birthday-type — the calendars a birthday may be given in. */
export async function getBirthdayTypes(): Promise<BirthdayType[]> {
  return (await api.request(birthdayTypesCall, {}, { quiet: true })).list.map((item) => item.value);
}

/** POST /send-message with purpose change_phone: a code to the new number (after a slider check when asked). */
export async function sendChangePhoneCode(phone: string, countryCode: string): Promise<void> {
  await withSliderCheck((sliderTicket) =>
    api.request(
      sendCodeCall,
      { phone, countryCode, purpose: 'change_phone', ...(sliderTicket ? { sliderTicket } : {}) },
      { quiet: true },
    ),
  );
}

/** POST /v1/user/phone/change */
export async function changePhone(params: ChangePhoneParams): Promise<{ profile: Profile; user: UserInfo | null }> {
  const { data, user } = await api.requestWithUser(changePhoneCall, params, { quiet: true });
  return { profile: data, user };
}

/** POST apiSystem/updateInitialPassword — the ordinary and the forced initial change alike (decision 0005). */
export async function updatePassword(params: UpdatePasswordParams): Promise<UserInfo | null> {
  const user = await api.request(updatePasswordCall, params, { quiet: true });
  return user.userid ? user : null;
}

/** POST /v1/tel/country-code — the calling codes offered, named in the caller's language. */
export function getCountryCodes(): Promise<CountryCode[]> {
  return api.request(countryCodesCall, {}, { quiet: true });
}
