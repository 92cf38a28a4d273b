import {
  meetingCreateParamsSchema,
  meetingJoinParamsSchema,
  meetingJoinSchema,
  meetingListSchema,
  meetingPeopleParamsSchema,
  meetingPeopleSchema,
  meetingSchema,
} from '../schemas/meetings';
import { z } from 'zod';
import { defineCall } from './define-call';

/** Meetings (issue 26 item 5, decision 0052). */
export const meetingListCall = defineCall({
  name: '/v1/meeting/list',
  method: 'GET',
  input: z.object({}),
  output: meetingListSchema,
});
export const meetingCreateCall = defineCall({
  name: '/v1/meeting/create',
  method: 'POST',
  input: meetingCreateParamsSchema,
  output: meetingSchema,
});
export const meetingPeopleCall = defineCall({
  name: '/v1/meeting/people',
  method: 'GET',
  input: meetingPeopleParamsSchema,
  output: meetingPeopleSchema,
});
export const meetingJoinCall = defineCall({
  name: '/v1/meeting/join',
  method: 'POST',
  input: meetingJoinParamsSchema,
  output: meetingJoinSchema,
});
