import type { Kysely } from 'kysely';

// Article promotions (AB-05, AB-18):
// - courses: the partner's courses for the course carousel, grouped by a category key whose two
//   parts are split at its first hyphen (`{code}-{label}`), in the editors' order;
// - grandmaster_series and grandmaster_leaders: the masterclass portal's Grandmasters series and
//   the leaders who speak in them (the grandmasters carousel and pages).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('course_code', 'text', (col) => col.notNull().unique())
    .addColumn('category_key', 'text', (col) => col.notNull())
    /** Order of the category among the others, then of the course in its category (0 first). */
    .addColumn('category_position', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('course_name', 'text', (col) => col.notNull())
    .addColumn('college_name', 'text', (col) => col.notNull())
    /** A picture of `images`: the college's logo. */
    .addColumn('college_logo_id', 'integer', (col) => col.notNull())
    /** The partner's page of the course (https). */
    .addColumn('site_link', 'text', (col) => col.notNull())
    /** As the partner words it, e.g. `6 months`. */
    .addColumn('duration', 'text', (col) => col.notNull())
    /** `YYYY-MM-DD`. */
    .addColumn('start_date', 'text', (col) => col.notNull())
    /** JSON list of texts. */
    .addColumn('skills_json', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('courses_order')
    .on('courses')
    .columns(['category_position', 'position'])
    .execute();

  await db.schema
    .createTable('grandmaster_series')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    /** Lower-case words joined by hyphens, unique: `?slug=` names a series by it. */
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('synopsis', 'text', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('grandmaster_leaders')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('series_id', 'integer', (col) =>
      col.notNull().references('grandmaster_series.id').onDelete('cascade'),
    )
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('designation', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('image_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('grandmaster_leaders_series')
    .on('grandmaster_leaders')
    .columns(['series_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('grandmaster_leaders').execute();
  await db.schema.dropTable('grandmaster_series').execute();
  await db.schema.dropTable('courses').execute();
}
