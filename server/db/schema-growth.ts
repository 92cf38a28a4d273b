/**
 * Counters behind list totals and unread counts (issue 28, decision 0059): one row per
 * (enterprise, list, key) holding how many rows of that list match the key's filter. Kept in the
 * same transaction as every write that changes the rows (server/db/list-counts.ts).
 */
export interface ListCountsTable {
  eid: number;
  /** Which list: 'courses', 'messages_unread', 'community_posts', 'activities', 'mall_products', 'lecturers'. */
  list: string;
  /** Whose figures: 'a' (everyone), 'u<user id>', a post kind and scope ('question|all'), … */
  grp: string;
  /** The filter within the group (e.g. 'unanswered', a course's 'video|free|c3'); '' for the whole group. */
  key: string;
  n: number;
}

export interface GrowthTables {
  list_counts: ListCountsTable;
}
