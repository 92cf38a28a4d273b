import type { Kysely } from 'kysely';

/**
 * The question bank (shared by exams and practice) and the exams area (decision 0026): exams,
 * papers, attempts, saved answers, grading. Times in ms; booleans 0/1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('stem', 'text', (c) => c.notNull())
    // JSON [{key, text}]; '[]' for fill-in and essay.
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON list of strings, the shape of protocol/schemas/questions.ts; fill-in alternatives
    // for one blank are separated by '|'; an essay's reference answer for graders.
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('analysis', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('blanks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_score', 'real', (c) => c.notNull().defaultTo(1))
    // The course a question practises (course practice, /coursePractice/{id}); null = bank only.
    .addColumn('course_id', 'integer', (c) => c.references('courses.id'))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('questions_eid_course').on('questions').columns(['eid', 'course_id']).execute();
  await createExamTables(db);
}

/** The exams area's own tables (owned by the exams area, decision 0026). */
async function createExamTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exams')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // online | daily | offline | after_class
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // The course an after-class exam belongs to.
    .addColumn('course_id', 'integer', (c) => c.references('courses.id'))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('pass_score', 'real', (c) => c.notNull())
    .addColumn('attempts_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('opens_at', 'integer', (c) => c.notNull())
    .addColumn('closes_at', 'integer', (c) => c.notNull())
    // 0 = no limit for the next five.
    .addColumn('late_entry_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('device_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('switch_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('face_check', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('face_fail_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_answers', 'integer', (c) => c.notNull().defaultTo(1))
    // none | marked | all
    .addColumn('required_rule', 'text', (c) => c.notNull().defaultTo('marked'))
    .addColumn('makeup_chances', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('makeup_opens_at', 'integer')
    .addColumn('makeup_closes_at', 'integer')
    .addColumn('makeup_interval_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    // failed | failed_absent | absent
    .addColumn('makeup_rule', 'text', (c) => c.notNull().defaultTo('failed'))
    // all | listed (exam_audience)
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('listed'))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exams_eid_opens').on('exams').columns(['eid', 'opens_at']).execute();

  await db.schema
    .createTable('exam_questions')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('score', 'real', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('exam_questions_pk', ['exam_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('exam_questions_position')
    .on('exam_questions')
    .columns(['exam_id', 'position'])
    .execute();

  await db.schema
    .createTable('exam_audience')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id'))
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('exam_audience_pk', ['exam_id', 'user_id'])
    .execute();
  await db.schema.createIndex('exam_audience_user').on('exam_audience').columns(['eid', 'user_id']).execute();

  await db.schema
    .createTable('exam_attempts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // 1, 2, … per (exam, user): the unique index makes a double-clicked start one attempt.
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('makeup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('device_id', 'text', (c) => c.notNull())
    // open | pending_grading | scored
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('deadline_at', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', 'integer')
    // hand_in | overdue | switch_limit | face_limit
    .addColumn('submit_reason', 'text')
    .addColumn('objective_score', 'real')
    .addColumn('score', 'real')
    .addColumn('passed', 'integer')
    .addColumn('switch_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('face_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('graded_at', 'integer')
    .addColumn('graded_by', 'integer')
    .execute();
  await db.schema
    .createIndex('exam_attempts_number')
    .on('exam_attempts')
    .columns(['exam_id', 'user_id', 'number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('exam_attempts_user')
    .on('exam_attempts')
    .columns(['eid', 'user_id', 'exam_id'])
    .execute();
  await db.schema.createIndex('exam_attempts_status').on('exam_attempts').columns(['status', 'deadline_at']).execute();
  await db.schema
    .createIndex('exam_attempts_grading')
    .on('exam_attempts')
    .columns(['eid', 'status', 'submitted_at'])
    .execute();

  await db.schema
    .createTable('exam_answers')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('exam_attempts.id'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addColumn('eid', 'integer', (c) => c.notNull())
    // JSON list of strings (protocol/schemas/questions.ts).
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON list of exam_attachments ids (essays).
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('saved_at', 'integer', (c) => c.notNull())
    .addColumn('score', 'real')
    .addColumn('correct', 'integer')
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('exam_answers_pk', ['attempt_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('exam_switches')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('exam_attempts.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_switches_pk', ['attempt_id', 'seq'])
    .execute();

  await db.schema
    .createTable('exam_face_checks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('exam_attempts.id'))
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exam_face_checks_attempt').on('exam_face_checks').columns(['attempt_id']).execute();

  await db.schema
    .createTable('exam_devices')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('first_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_devices_pk', ['exam_id', 'user_id', 'device_id'])
    .execute();

  await db.schema
    .createTable('exam_attachments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('eid', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('exam_attempts.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exam_attachments_attempt').on('exam_attachments').columns(['attempt_id']).execute();
}
