import { HOMEWORK_LIMITS, type GradingStrictnessLevel, type HomeworkQueueItem } from '../../../../protocol';
import { AiGradeDialog as BatchAiGradeDialog } from '../../../components/ai-grade-dialog';
import { aiGrade } from '../api/homework-api';
import { formatScore } from './state-tag';

async function gradeSubmissions(submissionIds: number[], strictness: GradingStrictnessLevel, criteria: string) {
  const outcomes = await aiGrade(submissionIds, strictness, criteria);
  return outcomes.map((o) => ({ id: o.submissionId, outcome: o.outcome, score: o.score, message: o.message }));
}

/** Batch AI grading of the selected assignments (the shared dialog, decision 0046). */
export function AiGradeDialog({ items, onClose }: { items: HomeworkQueueItem[]; onClose: (changed: boolean) => void }) {
  return (
    <BatchAiGradeDialog
      namespace="homework"
      items={items.map((item) => ({ id: item.submissionId, label: `${item.learnerName} · ${item.homeworkTitle}` }))}
      criteriaMax={HOMEWORK_LIMITS.criteriaMax}
      chunkSize={HOMEWORK_LIMITS.portalChunk}
      grade={gradeSubmissions}
      formatScore={formatScore}
      onClose={onClose}
    />
  );
}
