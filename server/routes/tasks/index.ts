/** Per-learner list counters shared by the task, training and assignment areas (decision 0058). */
export { bumpCounter, moveCounter, readCounters, sumOf, ENTERPRISE_COUNTER, type CounterList } from './task-counters';
export { recountTaskCounters, type RecountPart } from './task-recount';
export { auditCounters, type CounterAudit } from './counter-audit';
