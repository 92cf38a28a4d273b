import { EXAM_GRADING_LIMITS, type GradingQueueItem, type GradingStrictnessLevel } from '../../../../protocol';
import { AiGradeDialog as BatchAiGradeDialog } from '../../../components/ai-grade-dialog';
import { aiGradePapers } from '../api/exam-grading-api';
import { formatScore } from '../format';

export interface AiGradeDialogProps {
  papers: GradingQueueItem[];
  onClose: (changed: boolean) => void;
}

async function gradePapers(attemptIds: number[], strictness: GradingStrictnessLevel, criteria: string) {
  const { results } = await aiGradePapers(attemptIds, strictness, criteria);
  return results.map((r) => ({ id: r.attemptId, outcome: r.outcome, score: r.totalScore, message: r.message }));
}

/** Batch AI grading of the selected exam papers (the shared dialog, decision 0028). */
export function AiGradeDialog({ papers, onClose }: AiGradeDialogProps) {
  return (
    <BatchAiGradeDialog
      namespace="exam-grading"
      items={papers.map((paper) => ({ id: paper.attemptId, label: `${paper.learnerName} · ${paper.examName}` }))}
      criteriaMax={EXAM_GRADING_LIMITS.criteriaMax}
      chunkSize={Math.min(EXAM_GRADING_LIMITS.portalChunk, EXAM_GRADING_LIMITS.batchMax)}
      grade={gradePapers}
      formatScore={formatScore}
      onClose={onClose}
    />
  );
}
