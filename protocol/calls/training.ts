import { z } from 'zod';
import {
  assignTrainingSchema,
  createTrainingSchema,
  chooseSeatSchema,
  myTrainingsSchema,
  seatMapSchema,
  stageDetailSchema,
  trainingDetailSchema,
  trainingIdSchema,
  trainingItemSchema,
  trainingPageSchema,
  trainingStageSchema,
} from '../schemas/training';
import { defineCall } from './define-call';

/** Training projects (issue 22, decision 0045; docs/checklists/extra-calls-training.tsv). */

/** /training/train-detail/{id}: sign-in exempt (a visitor sees the detail without progress). */
export const trainingDetailCall = defineCall({
  name: 'training/detail',
  method: 'GET',
  input: trainingIdSchema,
  output: trainingDetailSchema,
});

/** /task/train-map-list/{id}/{phaseid}: one stage with its items and what the learner finished. */
export const trainingStageCall = defineCall({
  name: 'training/stage',
  method: 'GET',
  input: trainingStageSchema,
  output: stageDetailSchema,
});

/** Open a stage's item: answers where it lives, or refuses a locked stage (the server decides). */
export const trainingOpenItemCall = defineCall({
  name: 'training/open-item',
  method: 'POST',
  input: trainingItemSchema,
  output: z.object({ url: z.string() }),
});

/** The learner joins a training open to everyone. */
export const trainingEnrolCall = defineCall({
  name: 'training/enrol',
  method: 'POST',
  input: trainingIdSchema,
  output: z.object({ enrolled: z.boolean() }),
});

/** /task/tarin and /my/my-myTrain: the learner's trainings by state. */
export const myTrainingsCall = defineCall({
  name: 'training/mine',
  method: 'GET',
  input: myTrainingsSchema,
  output: trainingPageSchema,
});

export const trainingSeatsCall = defineCall({
  name: 'training/seats',
  method: 'GET',
  input: trainingIdSchema,
  output: seatMapSchema,
});

/** One seat per learner, no seat twice (unique indexes decide between concurrent choosers). */
export const chooseSeatCall = defineCall({
  name: 'training/seat',
  method: 'POST',
  input: chooseSeatSchema,
  output: seatMapSchema,
});

/** Administrators enrol learners (each gets a trainingPlanning message and the traintask red point). */
export const assignTrainingCall = defineCall({
  name: 'training/assign',
  method: 'POST',
  input: assignTrainingSchema,
  output: z.object({ enrolled: z.number() }),
});

/** Administrators create a training (names and texts per language, stages and their items). */
export const createTrainingCall = defineCall({
  name: 'training/create',
  method: 'POST',
  input: createTrainingSchema,
  output: z.object({ id: z.number() }),
});
