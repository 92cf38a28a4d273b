import {
  meetingCreateCall,
  meetingJoinCall,
  meetingListCall,
  meetingPeopleCall,
} from '../../../../protocol/calls/meetings';
import type { MeetingCreateInput } from '../../../../protocol/schemas/meetings';
import { api } from '../../../lib/api-client';

const quiet = { quiet: true } as const;

export const meetingKeys = {
  all: ['meetings'] as const,
  list: () => ['meetings', 'list'] as const,
  people: (keyword: string) => ['meetings', 'people', keyword] as const,
};

export const listMeetings = () => api.request(meetingListCall, {}, quiet);
export const findPeople = (keyword: string) => api.request(meetingPeopleCall, { keyword }, quiet);
/** The form shows the server's refusal itself, in the field's place. */
export const createMeeting = (input: MeetingCreateInput) => api.request(meetingCreateCall, input, quiet);
export const joinMeeting = (id: number) => api.request(meetingJoinCall, { id });
