import { z } from 'zod';
import {
  birthdayTypeListSchema,
  changePhoneSchema,
  departmentTreeSchema,
  profileImageSchema,
  profileSchema,
  saveProfileSchema,
  updatePasswordSchema,
  uploadProfileImageSchema,
} from '../schemas/profile';
import { userInfoSchema } from '../schemas/shell';
import { defineCall } from './define-call';

const none = z.object({});

/** The signed-in user's profile and what their enterprise requires (decision 0005). */
export const profileCall = defineCall({ name: '/v1/user/profile', method: 'GET', input: none, output: profileSchema });

/** Save the personal data; answers the saved profile (the envelope's userinfo follows the new name). */
export const saveProfileCall = defineCall({
  name: '/v1/user/profile/save',
  method: 'POST',
  input: saveProfileSchema,
  output: profileSchema,
});

/** Upload call: replace the avatar or the two-inch photo (one image part `file`). */
export const uploadProfileImageCall = defineCall({
  name: '/v1/user/profile/upload-image',
  method: 'POST',
  input: uploadProfileImageSchema,
  output: profileImageSchema,
});

export const departmentsCall = defineCall({
  name: '/v1/user/get-department',
  method: 'GET',
  input: none,
  output: departmentTreeSchema,
});

export const birthdayTypesCall = defineCall({
  name: '/v1/user/get-department/get-birthday-type',
  method: 'GET',
  input: none,
  output: birthdayTypeListSchema,
});

/** Change the phone with a code sent to the new number; answers the updated profile. */
export const changePhoneCall = defineCall({
  name: '/v1/user/phone/change',
  method: 'POST',
  input: changePhoneSchema,
  output: profileSchema,
});

/** Change the password (also the initial one, decision 0005); answers the user info. */
export const updatePasswordCall = defineCall({
  name: 'apiSystem/updateInitialPassword',
  method: 'POST',
  input: updatePasswordSchema,
  output: userInfoSchema,
});
