/** What the exam-grading area uses of the exams area: the grading core over attempts and answers. */
export {
  applyEssayScores,
  listPapersToGrade,
  paperForGrading,
  type EssayScore,
  type PaperForGrading,
} from './grading-core';
