import type { Generated, Selectable } from 'kysely';

/** Tables of the home page (migration 0014-home, decision 0023). Times in ms; booleans 0/1. */

/** A title in each portal language, as JSON `{zh_cn, zh_hant, en_us}` (an admin writes them). */
export type LocalisedJson = string;

export interface HomeNavigationTable {
  id: Generated<number>;
  eid: number;
  sort: number;
  titles: LocalisedJson;
  path: string;
  menu_key: string;
  external: Generated<number>;
}

/**
 * 'all' = everyone incl. visitors; 'members' = signed-in members; 'listed' = home_module_audience
 * only; 'visitors' = only people who are not members (an invitation to join is no news to a member).
 */
export type HomeAudience = 'all' | 'members' | 'listed' | 'visitors';
/** Where a module's cards come from: its own items, or the core tables. */
export type HomeModuleSource = 'items' | 'courses_latest' | 'courses_popular' | 'packages' | 'partners' | 'my_tasks';

export interface HomeModulesTable {
  id: Generated<number>;
  eid: number;
  sort: number;
  titles: LocalisedJson;
  display_type: string;
  source: HomeModuleSource;
  multi_page: Generated<number>;
  page_size: number;
  more_url: Generated<string>;
  audience: Generated<HomeAudience>;
  /** 0 = hidden by the administrator. */
  enabled: Generated<number>;
}

/** One row per user or department allowed to see a 'listed' module. */
export interface HomeModuleAudienceTable {
  eid: number;
  module_id: number;
  user_id: number | null;
  department_id: number | null;
}

/** A card an administrator placed in a module whose source is 'items'; `meta` JSON holds the type's fields. */
export interface HomeModuleItemsTable {
  id: Generated<number>;
  eid: number;
  module_id: number;
  sort: number;
  title: string;
  summary: Generated<string>;
  url: Generated<string>;
  external: Generated<number>;
  meta: Generated<string>;
}

export interface HomeSettingsTable {
  eid: number;
  show_study_info: Generated<number>;
  show_rank: Generated<number>;
  carousel_seconds: Generated<number>;
  show_count: Generated<number>;
  show_comment_count: Generated<number>;
}

export interface PartnerTypesTable {
  id: Generated<number>;
  eid: number;
  sort: number;
  titles: LocalisedJson;
}

export interface PartnersTable {
  id: Generated<number>;
  eid: number;
  type_id: number;
  sort: number;
  name: string;
  summary: Generated<string>;
  url: Generated<string>;
  enabled: Generated<number>;
}

export interface PromoteEnquiriesTable {
  id: Generated<number>;
  eid: number;
  user_id: number | null;
  request_id: string;
  company_name: string;
  contact_name: string;
  phone: string;
  message: string;
  created_at: number;
  /** 0036-lecturers: the partner whose page the enquiry was sent from. */
  partner_id: Generated<number | null>;
}

/** An exam category tree (apiSystem/ClassAllData/ExamClass) until an exam area owns one. */
export interface ExamClassesTable {
  id: Generated<number>;
  eid: number;
  parent_id: number | null;
  sort: number;
  titles: LocalisedJson;
}

export interface ClientLogsTable {
  id: Generated<number>;
  eid: number;
  user_id: number | null;
  level: string;
  source: string;
  message: string;
  stack: string;
  url: string;
  client_at: number;
  created_at: number;
}

export interface HomeTables {
  home_navigation: HomeNavigationTable;
  home_modules: HomeModulesTable;
  home_module_audience: HomeModuleAudienceTable;
  home_module_items: HomeModuleItemsTable;
  home_settings: HomeSettingsTable;
  partner_types: PartnerTypesTable;
  partners: PartnersTable;
  promote_enquiries: PromoteEnquiriesTable;
  exam_classes: ExamClassesTable;
  client_logs: ClientLogsTable;
}

export type HomeModuleRow = Selectable<HomeModulesTable>;
export type HomeModuleItemRow = Selectable<HomeModuleItemsTable>;
