import type { Kysely } from 'kysely';

// AB-03 / AB-23 the mid-article video slot (`video`): its house creative shows the newest video,
// decided when the ad is served. The serve keeps that video's msid, so the creative's face and its
// click name the video the reader was shown, even if a newer one is published in between.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ad_serves').addColumn('video_msid', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ad_serves').dropColumn('video_msid').execute();
}
