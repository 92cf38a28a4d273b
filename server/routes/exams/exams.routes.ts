import type { ServerConfig } from '../../config';
import type { CallRegistry } from '../../pipeline/call-registry';

/** Exams: list, transition, answering, scoring, grading, results (decision 0026). */
export function registerExamCalls(_registry: CallRegistry, _config: ServerConfig): void {}
