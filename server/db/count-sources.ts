import type { CountSource } from './count-triggers';

/**
 * The counters behind list totals (issue 28, decision 0059): which rows count towards which
 * (group, key) of `list_counts`. Written once as SQL for both engines (`r` is the row); a total
 * is then one read of a group's few keys. The areas read them with the group names noted here.
 */

// A course key is its shape `<media_type>|<fee_type>|c<category id or 0>`: the library filters by all three.
const courseShape = (r: string) => `${r}.media_type || '|' || ${r}.fee_type || '|c' || COALESCE(${r}.category_id, 0)`;

/** Parse a course counter's key. */
export function parseCourseShape(key: string): { mediaType: string; feeType: string; categoryId: number | null } {
  const [mediaType = '', feeType = '', category = 'c0'] = key.split('|');
  const id = Number(category.slice(1));
  return { mediaType, feeType, categoryId: id === 0 ? null : id };
}

/** Course counter groups: on the shelf for everyone, for a previewing administrator, listed for one learner. */
export const COURSE_GROUPS = { everyone: 'a', preview: 'p', user: (userId: number) => `u${userId}` } as const;

export const COUNT_SOURCES: readonly CountSource[] = [
  {
    // The header's unread count (messageState): group `u<user>`, key = the personal category.
    name: 'messages',
    table: 'messages',
    list: 'messages_unread',
    columns: ['user_id', 'category', 'read_at', 'deleted_at'],
    keys: (r) => [
      {
        g: `CASE WHEN ${r}.read_at IS NULL AND ${r}.deleted_at IS NULL THEN 'u' || ${r}.user_id END`,
        k: `${r}.category`,
      },
    ],
  },
  {
    // The library (listCourses): on the shelf for everyone ('a'), for a previewing administrator
    // ('p'), and a listed course once for each learner named in its audience ('u<user>').
    name: 'courses',
    table: 'courses',
    list: 'courses',
    columns: ['status', 'audience', 'category_id', 'media_type', 'fee_type'],
    keys: (r) => [
      { g: `CASE WHEN ${r}.status = 'published' AND ${r}.audience = 'all' THEN 'a' END`, k: courseShape(r) },
      { g: `CASE WHEN ${r}.status = 'published' THEN 'p' END`, k: courseShape(r) },
      {
        eid: 'a.eid',
        g: `'u' || a.user_id`,
        k: courseShape(r),
        from: 'course_audience a',
        where: `a.course_id = ${r}.id AND ${r}.status = 'published' AND ${r}.audience <> 'all'`,
      },
    ],
  },
  {
    // The same listed counters from the audience's side: naming or un-naming a learner.
    name: 'course_audience',
    table: 'course_audience',
    list: 'courses',
    columns: [],
    fill: false,
    keys: (r) => [
      {
        g: `'u' || ${r}.user_id`,
        k: courseShape('c'),
        from: 'courses c',
        where: `c.id = ${r}.course_id AND c.status = 'published' AND c.audience <> 'all'`,
      },
    ],
  },
  {
    // Community lists (listPosts): group `<kind>|all` (everyone's visible posts) and
    // `<kind>|u<author>` (the author's own, any state), keys 'all', 'resolved', 'unanswered'.
    name: 'community_posts',
    table: 'community_posts',
    list: 'community_posts',
    columns: ['kind', 'state', 'deleted_at', 'reply_count', 'author_user_id'],
    keys: (r) => {
      const listed = `${r}.deleted_at IS NULL AND ${r}.state IN ('open', 'resolved', 'closed')`;
      const own = `${r}.deleted_at IS NULL`;
      const resolved = `${r}.state = 'resolved'`;
      const unanswered = `${r}.reply_count = 0 AND ${r}.state <> 'closed'`;
      const everyone = `${r}.kind || '|all'`;
      const mine = `${r}.kind || '|u' || ${r}.author_user_id`;
      return [
        { g: `CASE WHEN ${listed} THEN ${everyone} END`, k: `'all'` },
        { g: `CASE WHEN ${listed} AND ${resolved} THEN ${everyone} END`, k: `'resolved'` },
        { g: `CASE WHEN ${listed} AND ${unanswered} THEN ${everyone} END`, k: `'unanswered'` },
        { g: `CASE WHEN ${own} THEN ${mine} END`, k: `'all'` },
        { g: `CASE WHEN ${own} AND ${resolved} THEN ${mine} END`, k: `'resolved'` },
        { g: `CASE WHEN ${own} AND ${unanswered} THEN ${mine} END`, k: `'unanswered'` },
      ];
    },
  },
  {
    // /index/activity: every activity of the enterprise (group 'all').
    name: 'activities',
    table: 'activities',
    list: 'activities',
    columns: [],
    keys: () => [{ g: `'all'`, k: `''` }],
  },
  {
    // /my/my-active: a learner's registrations not cancelled (group `u<user>`).
    name: 'activity_registrations',
    table: 'activity_registrations',
    list: 'activities',
    columns: ['user_id', 'cancelled_at'],
    keys: (r) => [{ g: `CASE WHEN ${r}.cancelled_at IS NULL THEN 'u' || ${r}.user_id END`, k: `''` }],
  },
  {
    // /shopMall: products on the shelf (group 'on'), key = category.
    name: 'mall_products',
    table: 'mall_products',
    list: 'mall_products',
    columns: ['status', 'category_id'],
    keys: (r) => [{ g: `CASE WHEN ${r}.status = 'on_shelf' THEN 'on' END`, k: `'c' || COALESCE(${r}.category_id, 0)` }],
  },
  {
    // /lecturer/lecturerList: enabled lecturers (group 'on'), key = `<type>|c<category>`.
    name: 'lecturers',
    table: 'lecturers',
    list: 'lecturers',
    columns: ['enabled', 'type', 'category_id'],
    keys: (r) => [
      { g: `CASE WHEN ${r}.enabled = 1 THEN 'on' END`, k: `${r}.type || '|c' || COALESCE(${r}.category_id, 0)` },
    ],
  },
];

/**
 * Counters added by migration 0045 (decision 0061); kept apart from COUNT_SOURCES, which migration
 * 0044 creates triggers for (a migration's work never changes after it ran).
 */
export const COUNT_SOURCES_0045: readonly CountSource[] = [
  {
    // /admin/members (listMembers): every member of the enterprise (group 'all'), key =
    // `d<department id or 0>|<locked>|<blocked>`: the status and department filters add up keys.
    name: 'members',
    table: 'users',
    list: 'members',
    columns: ['department_id', 'locked', 'blocked'],
    keys: (r) => [
      { g: `'all'`, k: `'d' || COALESCE(${r}.department_id, 0) || '|' || ${r}.locked || '|' || ${r}.blocked` },
    ],
  },
  {
    // /admin/messaging's sent list (listSentBroadcasts): every broadcast (group 'sent'), key = kind.
    name: 'broadcasts_sent',
    table: 'message_broadcasts',
    list: 'broadcasts_sent',
    columns: ['kind'],
    keys: (r) => [{ g: `'sent'`, k: `${r}.kind` }],
  },
  {
    // The sent list's "read" figure: a broadcast's recipients who have read it (group `b<broadcast>`).
    name: 'broadcast_reads',
    table: 'message_broadcast_states',
    list: 'broadcast_reads',
    columns: ['read_at', 'broadcast_id'],
    keys: (r) => [{ g: `CASE WHEN ${r}.read_at IS NOT NULL THEN 'b' || ${r}.broadcast_id END`, k: `''` }],
  },
];

/** Every counter source, whichever migration made its triggers (the counter tests walk them all). */
export const ALL_COUNT_SOURCES: readonly CountSource[] = [...COUNT_SOURCES, ...COUNT_SOURCES_0045];

/**
 * A key of the 'members' counter (`d<department id or 0>|<locked>|<blocked>`, COUNT_SOURCES_0045)
 * read back: department ids start at 1, so 0 is "no department".
 */
export function parseMemberCountKey(key: string): { departmentId: number | null; locked: boolean; blocked: boolean } {
  const [department = 'd0', locked, blocked] = key.split('|');
  const id = Number(department.slice(1));
  return { departmentId: id === 0 ? null : id, locked: locked === '1', blocked: blocked === '1' };
}
