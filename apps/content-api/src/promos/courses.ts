import { z } from 'zod';
import { contentJson, type Handler } from '../http/reply.ts';

// AB-05 course details (spec §7: the onboarding host's `/etonboard/emeritus/fetch/details.json`,
// no parameters): every course of the learning partner by category key, each category's courses
// in the editors' order, and the categories in theirs (JSON keeps an object's insertion order).

export const Course = z.object({
  courseCode: z.string(),
  id: z.number().int(),
  siteLink: z.string().url(),
  collegeName: z.string(),
  /** The college logo's picture id (`/photos/{id}.png`). */
  collegeLogoMsid: z.string().regex(/^\d+$/),
  courseName: z.string(),
  duration: z.string(),
  /** `YYYY-MM-DD`. */
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  skillsGained: z.array(z.string()),
});
export type Course = z.infer<typeof Course>;

/** Category key (`{code}-{label}`) → its courses. */
export const CourseDetailsAnswer = z.object({ courseMappingData: z.record(z.string(), z.array(Course)) });

const skillsOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((skill): skill is string => typeof skill === 'string') : [];
};

export const getCourseDetails: Handler = async (context) => {
  const rows = await context.db
    .selectFrom('courses')
    .selectAll()
    .orderBy('category_position')
    .orderBy('position')
    .execute();
  const courseMappingData: Record<string, Course[]> = {};
  for (const row of rows) {
    const courses = courseMappingData[row.category_key] ?? [];
    courses.push({
      courseCode: row.course_code,
      id: Number(row.id),
      siteLink: row.site_link,
      collegeName: row.college_name,
      collegeLogoMsid: String(row.college_logo_id),
      courseName: row.course_name,
      duration: row.duration,
      startDate: row.start_date,
      skillsGained: skillsOf(row.skills_json),
    });
    courseMappingData[row.category_key] = courses;
  }
  return contentJson({ courseMappingData } satisfies z.infer<typeof CourseDetailsAnswer>);
};
