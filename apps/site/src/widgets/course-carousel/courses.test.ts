import { describe, expect, it } from 'vitest';
import type { Course } from '../../content/promos/schemas.ts';
import { splitCategoryKey, startsLabel, toCourseCategories } from './courses.ts';

const course = (over: Partial<Course> = {}): Course => ({
  courseCode: 'C1',
  id: '1',
  siteLink: 'https://learning.example/course/1',
  collegeName: 'Indian School of Business',
  collegeLogoMsid: '900001',
  courseName: 'Product Management',
  duration: '6 months',
  startDate: '2027-01-15',
  skillsGained: ['Roadmaps', 'Pricing'],
  ...over,
});

describe('AB-05 course categories', () => {
  it('AB-05 a category key is split at its first hyphen only', () => {
    expect(splitCategoryKey('ops-Supply-chain & Operations')).toEqual({
      code: 'ops',
      label: 'Supply-chain & Operations',
    });
    expect(splitCategoryKey('Leadership')).toEqual({ code: 'Leadership', label: 'Leadership' });
    expect(splitCategoryKey('-Odd')).toEqual({ code: '-Odd', label: '-Odd' });
  });

  it('AB-05 a start date is shown only when it reads as a date', () => {
    expect(startsLabel('2027-01-15')).toBe('Starts 15 Jan 2027');
    expect(startsLabel('2027-13-01')).toBe('');
    expect(startsLabel('soon')).toBe('');
  });

  it('AB-05 keeps the partner’s order, drops courses without an https page and empty categories', () => {
    const categories = toCourseCategories(
      {
        'pm-Product': [course(), course({ id: '2', siteLink: 'javascript:alert(1)' })],
        'ds-Data Science': [course({ id: '3', siteLink: 'http://plain.example/' })],
        'ld-Leadership': [course({ id: '4' })],
      },
      6,
      8,
    );
    expect(categories.map((each) => [each.code, each.label, each.courses.length])).toEqual([
      ['pm', 'Product', 1],
      ['ld', 'Leadership', 1],
    ]);
    expect(categories[0]!.courses[0]).toMatchObject({
      href: 'https://learning.example/course/1',
      starts: 'Starts 15 Jan 2027',
      duration: '6 months',
      skills: ['Roadmaps', 'Pricing'],
    });
  });

  it('AB-05 at most the given categories and courses; codes made safe and unique', () => {
    const many = Array.from({ length: 12 }, (_, i) => course({ id: String(i + 1) }));
    const categories = toCourseCategories({ 'A b-One': many, 'ab-Two': many, 'x-Three': many }, 2, 3);
    expect(categories.map((each) => each.code)).toEqual(['ab', 'abx']);
    expect(categories.every((each) => each.courses.length === 3)).toBe(true);
  });
});
