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
}
