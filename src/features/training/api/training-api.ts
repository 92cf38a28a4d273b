import type { TrainingState } from '../../../../protocol';
import {
  chooseSeatCall,
  myTrainingsCall,
  trainingDetailCall,
  trainingEnrolCall,
  trainingOpenItemCall,
  trainingSeatsCall,
  trainingStageCall,
} from '../../../../protocol/calls/training';
import { api } from '../../../lib/api-client';

/** Training calls (decision 0045). Quiet: pages show their own errors. */
const quiet = { quiet: true } as const;

export interface MyTrainingsQuery {
  state: 'all' | TrainingState;
  page: number;
  pageSize: number;
}

export const getMyTrainings = (query: MyTrainingsQuery) => api.request(myTrainingsCall, query, quiet);
export const getTrainingDetail = (id: number) => api.request(trainingDetailCall, { id }, quiet);
export const getTrainingStage = (id: number, phaseId: number) => api.request(trainingStageCall, { id, phaseId }, quiet);
export const openStageItem = (id: number, itemId: number) => api.request(trainingOpenItemCall, { id, itemId }, quiet);
export const enrolTraining = (id: number) => api.request(trainingEnrolCall, { id }, quiet);
export const getSeatMap = (id: number) => api.request(trainingSeatsCall, { id }, quiet);
export const chooseSeat = (id: number, row: number, seat: number) =>
  api.request(chooseSeatCall, { id, row, seat }, quiet);
