import {
  profileSchema,
  type BirthdayType,
  type ChangePhoneParams,
  type CountryCode,
  type DepartmentNode,
  type Profile,
  type ProfileImageKind,
  type UpdatePasswordParams,
  type UserInfo,
} from '../../../../protocol';
import { ApiError, CLIENT_ERROR_CODE, api } from '../../../lib/api-client';
import { toUserInfo } from '../../../lib/user-info';

function toProfile(data: unknown): Profile {
  const parsed = profileSchema.safeParse(data);
  if (!parsed.success) throw new ApiError({ code: CLIENT_ERROR_CODE, msg: '', kind: 'invalid-response', data });
  return parsed.data;
}

function userOf(raw: unknown): UserInfo | null {
  const user = toUserInfo(raw);
  return user && user.userid ? user : null;
}

/** GET /v1/user/profile (decision 0005). Quiet: the page shows its own error state. */
export async function getProfile(): Promise<Profile> {
  return toProfile(await api.call<unknown>('/v1/user/profile', {}, { quiet: true }));
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
  const envelope = await api.callEnvelope<unknown>(
    '/v1/user/profile/save',
    {
      ...draft,
      departmentId: draft.departmentId === null ? '' : String(draft.departmentId),
      labels: JSON.stringify(draft.labels),
    },
    { method: 'POST', quiet: true },
  );
  return { profile: toProfile(envelope.data), user: userOf(envelope.userinfo) };
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
  const envelope = await api.upload<{ url: string }>('/v1/user/profile/upload-image', form, {
    quiet: true,
    onProgress,
  });
  return { url: envelope.data.url, user: userOf(envelope.userinfo) };
}

/** GET /v1/user/get-department — the enterprise's department tree. */
export async function getDepartments(): Promise<DepartmentNode[]> {
  const data = await api.call<{ list?: DepartmentNode[] }>('/v1/user/get-department', {}, { quiet: true });
  return Array.isArray(data?.list) ? data.list : [];
}

/** GET /v1/user/get-department/get-birthday-type — the calendars a birthday may be given in. */
export async function getBirthdayTypes(): Promise<BirthdayType[]> {
  const data = await api.call<{ list?: Array<{ value: BirthdayType }> }>(
    '/v1/user/get-department/get-birthday-type',
    {},
    { quiet: true },
  );
  return Array.isArray(data?.list) ? data.list.map((item) => item.value) : ['solar', 'lunar'];
}

/** POST /send-message with purpose change_phone: a code to the new number. */
export async function sendChangePhoneCode(phone: string, countryCode: string): Promise<void> {
  await api.call('/send-message', { phone, countryCode, purpose: 'change_phone' }, { method: 'POST', quiet: true });
}

/** POST /v1/user/phone/change */
export async function changePhone(params: ChangePhoneParams): Promise<{ profile: Profile; user: UserInfo | null }> {
  const envelope = await api.callEnvelope<unknown>(
    '/v1/user/phone/change',
    { ...params },
    { method: 'POST', quiet: true },
  );
  return { profile: toProfile(envelope.data), user: userOf(envelope.userinfo) };
}

/** POST apiSystem/updateInitialPassword — the ordinary and the forced initial change alike (decision 0005). */
export async function updatePassword(params: UpdatePasswordParams): Promise<UserInfo | null> {
  const data = await api.call<unknown>(
    'apiSystem/updateInitialPassword',
    { ...params },
    { method: 'POST', quiet: true },
  );
  return userOf(data);
}

/** POST /v1/tel/country-code — the calling codes offered, named in the caller's language. */
export async function getCountryCodes(): Promise<CountryCode[]> {
  const data = await api.call<unknown>('/v1/tel/country-code', {}, { method: 'POST', quiet: true });
  return Array.isArray(data) ? (data as CountryCode[]) : [];
}
