import { z } from 'zod';
import {
  examClassListSchema,
  homeComponentParamsSchema,
  homeComponentSchema,
  homeModuleListSchema,
  homeSettingsSchema,
  indexListParamsSchema,
  indexListSchema,
  logUploadParamsSchema,
  navigationSchema,
  partnerTypeListSchema,
  promoteEnquiryParamsSchema,
  promoteListSchema,
  promoteParamsSchema,
  showCountSchema,
  studyInfoSchema,
} from '../schemas/home';
import { defineCall } from './define-call';

const none = z.object({});

/** The header's main menu as the enterprise set it. */
export const navigationCall = defineCall({
  name: 'apiHomePage/NavigationTop',
  method: 'GET',
  input: none,
  output: navigationSchema,
});

/** The home modules the caller may see, in order. */
export const homeModulesCall = defineCall({
  name: 'apiHomePage/GetList',
  method: 'GET',
  input: none,
  output: homeModuleListSchema,
});

/** One page of one home module's content. */
export const homeComponentCall = defineCall({
  name: 'apiPortal/Components',
  method: 'GET',
  input: homeComponentParamsSchema,
  output: homeComponentSchema,
});

/** The signed-in member's study summary. */
export const studyInfoCall = defineCall({
  name: 'apiMy/getMyStudyInfo',
  method: 'GET',
  input: none,
  output: studyInfoSchema,
});

/** /index/study|train|activity lists. */
export const indexListCall = defineCall({
  name: '/v1/home/index-list',
  method: 'GET',
  input: indexListParamsSchema,
  output: indexListSchema,
});

export const homeSettingsCall = defineCall({
  name: 'apiHomePage/SwitchingSet',
  method: 'GET',
  input: none,
  output: homeSettingsSchema,
});

export const examClassesCall = defineCall({
  name: 'apiSystem/ClassAllData/ExamClass',
  method: 'GET',
  input: none,
  output: examClassListSchema,
});

/** May cards show learner counts. */
export const showCountCall = defineCall({
  name: 'apiCount/getIsshowCount',
  method: 'GET',
  input: none,
  output: showCountSchema,
});

/** May comment details show counts. */
export const showCommentCountCall = defineCall({
  name: 'apiCount/getIsshowCount/commentDetail',
  method: 'GET',
  input: none,
  output: showCountSchema,
});

export const promoteListCall = defineCall({
  name: '/v1/promote/index/index',
  method: 'GET',
  input: promoteParamsSchema,
  output: promoteListSchema,
});

export const partnerTypesCall = defineCall({
  name: '/v1/promote/index/partner-type',
  method: 'GET',
  input: none,
  output: partnerTypeListSchema,
});

/** A visitor's enquiry about becoming a partner. */
export const promoteEnquiryCall = defineCall({
  name: '/v1/promote/index/enterprise',
  method: 'POST',
  input: promoteEnquiryParamsSchema,
  output: z.object({ id: z.number() }),
});

/** The portal's own errors, batched (decision 0023). */
export const logUploadCall = defineCall({
  name: '/v1/logs/upload',
  method: 'POST',
  input: logUploadParamsSchema,
  output: z.object({ accepted: z.number() }),
});
