import { pictureAt } from '@newsroom/rules/pictures';
import { safeHref } from '@newsroom/rules/safe-url';
import type { Course } from '../../content/promos/schemas.ts';

/** A course as its card shows it, checked and sized on the server (island props carry only these). */
export interface CourseCardData {
  key: string;
  href: string;
  name: string;
  college: string;
  /** The college logo at the card's size. */
  logo: string;
  /** "Starts 15 Jan 2027", or "" when the partner gave no date we can read. */
  starts: string;
  duration: string;
  skills: string[];
}

export interface CourseCategoryData {
  code: string;
  label: string;
  courses: CourseCardData[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MAX_SKILLS = 6;
const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** `2027-01-15` → `Starts 15 Jan 2027`; anything else says nothing (no made-up date). */
export function startsLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  const month = MONTHS[Number(match[2]) - 1];
  const day = Number(match[3]);
  if (!month || day < 1 || day > 31) return '';
  return `Starts ${day} ${month} ${match[1]}`;
}

/**
 * A category key's two parts, split at its first hyphen (spec §3): `ops-Supply-chain & Operations`
 * is code `ops` and name `Supply-chain & Operations`. A key without a hyphen is its own name.
 */
export function splitCategoryKey(key: string): { code: string; label: string } {
  const at = key.indexOf('-');
  const code = (at > 0 ? key.slice(0, at) : key).trim();
  const label = (at > 0 ? key.slice(at + 1) : key).trim();
  return { code, label: label || code };
}

/** A partner page: an https address only (the card opens it in a new tab). */
const partnerLink = (raw: string) => {
  const href = safeHref(raw);
  return href?.startsWith('https://') ? href : null;
};

/**
 * The partner's answer as tabs and cards: categories in its order (at most `maxCategories`, each
 * with at most `maxCourses`), codes made safe for ids and unique, courses without an https page
 * or a name left out, a category left with none dropped.
 */
export function toCourseCategories(
  mapping: Readonly<Record<string, readonly Course[]>>,
  maxCategories: number,
  maxCourses: number,
): CourseCategoryData[] {
  const categories: CourseCategoryData[] = [];
  const codes = new Set<string>();
  for (const [key, courses] of Object.entries(mapping)) {
    if (categories.length >= maxCategories) break;
    const { code: raw, label } = splitCategoryKey(key);
    let code = raw.toLowerCase().replace(/[^a-z0-9]+/g, '') || `category${categories.length + 1}`;
    while (codes.has(code)) code = `${code}x`;
    const cards: CourseCardData[] = [];
    for (const course of courses) {
      if (cards.length >= maxCourses) break;
      const href = partnerLink(course.siteLink);
      if (!href) continue;
      cards.push({
        key: `${code}-${course.id}`,
        href,
        name: cut(course.courseName, 120),
        college: cut(course.collegeName, 80),
        logo: pictureAt(`/photos/${course.collegeLogoMsid}.png`, 'courseLogo'),
        starts: startsLabel(course.startDate),
        duration: cut(course.duration, 30),
        skills: course.skillsGained.slice(0, MAX_SKILLS).map((skill) => cut(skill.trim(), 40)),
      });
    }
    if (cards.length === 0) continue;
    codes.add(code);
    categories.push({ code, label: cut(label, 40), courses: cards });
  }
  return categories;
}
