import { z } from 'zod';
import {
  agreementSchema,
  codeSentSchema,
  countryCodeListSchema,
  enterpriseLoginTypesSchema,
  faceLoginSchema,
  loginSchema,
  passwordResetSchema,
  pcWebLoginTypesSchema,
  registerSchema,
  resetPasswordSchema,
  sendMessageSchema,
  sliderAnswerSchema,
  sliderChallengeSchema,
  sliderPassSchema,
} from '../schemas/auth';
import { userInfoSchema } from '../schemas/shell';
import { defineCall } from './define-call';

const none = z.object({});

/** Sign-in by password or by text-message code; travels AES-sealed. Answers the new user info. */
export const loginCall = defineCall({
  name: 'apiSystem/login',
  method: 'POST',
  input: loginSchema,
  output: userInfoSchema,
});

/**
 * Multipart: sign in by account and one camera frame, checked by the face provider (spec 001 §1).
 * Answers the new user info; a refusal is FACE_LOGIN_REFUSED with the provider's reason.
 */
export const faceLoginCall = defineCall({
  name: '/v1/login/face',
  method: 'POST',
  input: faceLoginSchema,
  output: userInfoSchema,
});

/** The signed-in user's current details. */
export const getUserInfoCall = defineCall({
  name: 'apiSystem/getUserInfo',
  method: 'GET',
  input: none,
  output: userInfoSchema,
});

/** Sign out: revokes the caller's session. Safe to repeat. */
export const logoutCall = defineCall({ name: 'apiSystem/loginout', method: 'GET', input: none, output: z.null() });

/** Send a verification code by text message (the same answer whether or not the number has an account). */
export const sendCodeCall = defineCall({
  name: '/send-message',
  method: 'POST',
  input: sendMessageSchema,
  output: codeSentSchema,
});

/** What the PC web login card shows: its tabs and where "register" leads (decision 0004). */
export const pcWebLoginTypesCall = defineCall({
  name: '/v1/pcweb/get-pcweb-login-type',
  method: 'GET',
  input: none,
  output: pcWebLoginTypesSchema,
});

/** Every sign-in method the enterprise has configured, including QR scan and chat hosts. */
export const enterpriseLoginTypesCall = defineCall({
  name: '/v1/login/get-enterprise-login-type',
  method: 'GET',
  input: none,
  output: enterpriseLoginTypesSchema,
});

/** Calling codes for the phone inputs, with names in the caller's language. */
export const countryCodesCall = defineCall({
  name: '/v1/tel/country-code',
  method: 'POST',
  input: none,
  output: countryCodeListSchema,
});

/** The enterprise's user agreement, in the caller's language. */
export const agreementCall = defineCall({
  name: 'apiSystem/getAgreement',
  method: 'GET',
  input: none,
  output: agreementSchema,
});

/** Self sign-up with a verified phone; signs the new user in. */
export const registerCall = defineCall({
  name: 'apiSystem/register',
  method: 'POST',
  input: registerSchema,
  output: userInfoSchema,
});

/** Forgotten password: set a new one with a code sent to the account's phone. */
export const resetPasswordCall = defineCall({
  name: 'apiSystem/resetPassword',
  method: 'POST',
  input: resetPasswordSchema,
  output: passwordResetSchema,
});

/** A signed-in person joins the public organisation named by the envelope's eid: their account there. */
export const joinPublicOrganisationCall = defineCall({
  name: 'apiPuborg/addPuborg',
  method: 'POST',
  input: none,
  output: userInfoSchema.extend({ eid: z.number() }),
});

/** A slider puzzle, asked for when code sending answers SLIDER_REQUIRED (decision 0037). */
export const sliderChallengeCall = defineCall({
  name: '/v1/captcha/slider',
  method: 'GET',
  input: none,
  output: sliderChallengeSchema,
});

/** Answer a slider puzzle once; a right answer gives the ticket the next code send carries. */
export const sliderVerifyCall = defineCall({
  name: '/v1/captcha/slider/verify',
  method: 'POST',
  input: sliderAnswerSchema,
  output: sliderPassSchema,
});
