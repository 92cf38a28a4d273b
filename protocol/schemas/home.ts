import { z } from 'zod';
import { HOME_DISPLAY_TYPES, HOME_LIMITS, INDEX_LIST_KINDS } from '../home-constants';

/**
 * The home page (spec 000 §3 "Home state", §7 "Shell and home"; spec 001 apiHomePage/GetList,
 * apiPortal/Components; decision 0023). GetList names the modules a caller may see; Components
 * sends one page of one module's content. Titles travel in the caller's language.
 */

const yesNo = z.enum(['Y', 'N']);

export const navigationItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** A portal path (`/course`) or an absolute http(s) address when external is Y. */
  path: z.string(),
  /** The route area it opens (route meta currentMenu), so the header marks it as current. */
  menuKey: z.string(),
  external: yesNo,
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;
export const navigationSchema = z.object({ list: z.array(navigationItemSchema) });

export const homeModuleSchema = z.object({
  moduleId: z.number(),
  title: z.string(),
  display_type: z.enum(HOME_DISPLAY_TYPES),
  multi_page: yesNo,
  pageSize: z.number(),
  /** Where "more" leads ('' = nowhere). */
  moreUrl: z.string(),
});
export type HomeModule = z.infer<typeof homeModuleSchema>;
export const homeModuleListSchema = z.object({ list: z.array(homeModuleSchema) });

/** One card of a module; which optional fields are set depends on the display type. */
export const homeItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  /** A portal path or, when external is Y, an absolute address. */
  url: z.string(),
  external: yesNo,
  /** Background of a banner or advert panel (the theme colour when ''). */
  color: z.string().optional(),
  lecturer: z.string().optional(),
  learners: z.number().optional(),
  credits: z.number().optional(),
  minutes: z.number().optional(),
  courseCount: z.number().optional(),
  feeType: z.enum(['free', 'paid']).optional(),
  priceCents: z.number().optional(),
  pointsPrice: z.number().optional(),
  /** task: 'course' | 'exam' | 'train' | 'activity'. */
  taskKind: z.string().optional(),
  endsAt: z.number().optional(),
  publishedAt: z.number().optional(),
  author: z.string().optional(),
  /** lecturer: 'internal' | 'external' | 'public'. */
  lecturerType: z.string().optional(),
  rating: z.number().optional(),
  partnerType: z.string().optional(),
  /** One partner asked for by promote_id: its page's introduction, services and region (decision 0051). */
  partnerIntro: z.string().optional(),
  partnerServices: z.array(z.string()).optional(),
  partnerRegion: z.string().optional(),
});
export type HomeItem = z.infer<typeof homeItemSchema>;

export const homeComponentSchema = z.object({
  moduleId: z.number(),
  display_type: z.enum(HOME_DISPLAY_TYPES),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(homeItemSchema),
});
export type HomeComponent = z.infer<typeof homeComponentSchema>;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
export const homeComponentParamsSchema = z.object({ moduleId: z.coerce.number().int().positive(), page });

export const studyInfoSchema = z.object({
  studySeconds: z.number(),
  /** Hours with one decimal, as the summary shows them. */
  studyHours: z.number(),
  credits: z.number(),
  points: z.number(),
  /** 1-based place by study time among the enterprise's learners; 0 = not ranked (nothing studied). */
  rank: z.number(),
  rankTotal: z.number(),
  studyingCount: z.number(),
  completedCount: z.number(),
});
export type StudyInfo = z.infer<typeof studyInfoSchema>;

export const homeSettingsSchema = z.object({
  showStudyInfo: yesNo,
  showRank: yesNo,
  /** Seconds between carousel slides. */
  carouselSeconds: z.number(),
});
export type HomeSettings = z.infer<typeof homeSettingsSchema>;

export const showCountSchema = z.object({ isshow: yesNo });
export type ShowCount = z.infer<typeof showCountSchema>;

export interface ExamClassNode {
  id: number;
  name: string;
  children: ExamClassNode[];
}
export const examClassSchema: z.ZodType<ExamClassNode> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), children: z.array(examClassSchema) }),
);
export const examClassListSchema = z.object({ list: z.array(examClassSchema) });

export const indexListParamsSchema = z.object({ kind: z.enum(INDEX_LIST_KINDS), page });
export const indexListSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(homeItemSchema.extend({ progress: z.number().optional() })),
});
export type IndexList = z.infer<typeof indexListSchema>;

export const partnerTypeSchema = z.object({ id: z.number(), name: z.string() });
export type PartnerType = z.infer<typeof partnerTypeSchema>;
export const partnerTypeListSchema = z.object({ list: z.array(partnerTypeSchema) });
export const promoteParamsSchema = z.object({
  partnerType: z.coerce.number().int().min(0).default(0),
  promote_id: z.coerce.number().int().min(0).default(0),
  page,
});
export const promoteListSchema = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  list: z.array(homeItemSchema),
});

export const promoteEnquiryParamsSchema = z.object({
  /** Made by the client once per form: a retry or double click files one enquiry. */
  requestId: z.string().trim().min(8).max(64),
  companyName: z.string().trim().min(1).max(HOME_LIMITS.enquiryCompanyChars),
  contactName: z.string().trim().min(1).max(50),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{5,20}$/),
  message: z.string().trim().max(HOME_LIMITS.enquiryMessageChars).default(''),
  /** The partner whose page the enquiry was sent from (0 = none; decision 0051). */
  promote_id: z.coerce.number().int().min(0).default(0),
});
export type PromoteEnquiryParams = z.input<typeof promoteEnquiryParamsSchema>;

export const clientLogEntrySchema = z.object({
  level: z.enum(['error', 'warn']),
  /** Where it came from: 'window', 'promise', 'boundary'. */
  source: z.string().max(20),
  message: z.string().max(HOME_LIMITS.logMessageChars),
  stack: z.string().max(HOME_LIMITS.logStackChars).default(''),
  url: z.string().max(HOME_LIMITS.logUrlChars).default(''),
  /** Client time in ms (informational; the server stores its own time too). */
  at: z.number().int().nonnegative(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;
/** Form-encoded payloads carry scalars, so the batch travels as JSON text. */
export const logUploadParamsSchema = z.object({ entries: z.string().min(2).max(HOME_LIMITS.logBatchChars) });
export const clientLogBatchSchema = z.array(clientLogEntrySchema).min(1).max(HOME_LIMITS.logEntries);
