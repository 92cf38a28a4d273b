import type {
  AssignAudience,
  AssignAudiencePreview,
  AssignPickerDepartment,
  AssignPickerMember,
  AssignableItem,
  AssignmentKind,
  AssignmentRow,
  CreateAssignmentResult,
  MemberPurchaseResult,
  MemberPurchaseRow,
  PurchasableCourse,
} from '../../../../protocol';
import {
  assignableItemsCall,
  assignMembersCall,
  audienceOptionsCall,
  audiencePreviewCall,
  createAssignmentCall,
  listAssignmentsCall,
  listPurchasesCall,
  purchasableCoursesCall,
  purchaseForMembersCall,
} from '../../../../protocol/calls/admin-assignments';
import { api } from '../../../lib/api-client';

/** The pages show their own loading, error and refusal states. */
const quiet = { quiet: true } as const;

export const ASSIGNMENT_PAGE_SIZE = 10;

export interface Page<T> {
  page: number;
  pageSize: number;
  total: number;
  /** More rows than the pager reaches (the server counts up to a cap). */
  capped: boolean;
  list: T[];
}

export async function searchItems(kind: AssignmentKind, keyword: string): Promise<AssignableItem[]> {
  return (await api.request(assignableItemsCall, { kind, keyword }, quiet)).list;
}

export async function searchMembers(keyword: string): Promise<AssignPickerMember[]> {
  return (await api.request(assignMembersCall, { keyword }, quiet)).list;
}

export function getAudienceOptions(): Promise<{
  departments: AssignPickerDepartment[];
  posts: Array<{ name: string; members: number }>;
}> {
  return api.request(audienceOptionsCall, {}, quiet);
}

/** Lists travel as JSON text (the envelope's fields are text). */
function audienceParams(audience: AssignAudience) {
  return {
    userIds: JSON.stringify(audience.userIds),
    departmentIds: JSON.stringify(audience.departmentIds),
    posts: JSON.stringify(audience.posts),
  };
}

export function previewAudience(audience: AssignAudience): Promise<AssignAudiencePreview> {
  return api.request(audiencePreviewCall, audienceParams(audience), quiet);
}

export function createAssignment(input: {
  kind: AssignmentKind;
  refId: number;
  dueAt: number;
  audience: AssignAudience;
}): Promise<CreateAssignmentResult> {
  return api.request(
    createAssignmentCall,
    { kind: input.kind, refId: String(input.refId), dueAt: String(input.dueAt), ...audienceParams(input.audience) },
    quiet,
  );
}

export function getAssignments(kind: 'all' | AssignmentKind, page: number): Promise<Page<AssignmentRow>> {
  return api.request(listAssignmentsCall, { kind, page: String(page), pageSize: String(ASSIGNMENT_PAGE_SIZE) }, quiet);
}

export async function getPurchasable(keyword: string): Promise<PurchasableCourse[]> {
  return (await api.request(purchasableCoursesCall, { keyword }, quiet)).list;
}

export function purchaseForMembers(input: {
  courseId: number;
  audience: AssignAudience;
  requestId: string;
}): Promise<MemberPurchaseResult> {
  return api.request(
    purchaseForMembersCall,
    { courseId: String(input.courseId), requestId: input.requestId, ...audienceParams(input.audience) },
    quiet,
  );
}

export function getPurchases(page: number): Promise<Page<MemberPurchaseRow>> {
  return api.request(listPurchasesCall, { page: String(page), pageSize: String(ASSIGNMENT_PAGE_SIZE) }, quiet);
}

/** One id per purchase confirmation, reused on its retries, so the enterprise pays once. */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `ap-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
