import {
  MASTERCLASS_SECTION_ID,
  masterclassSliderContract,
} from '@newsroom/contracts/widgets/masterclass-slider';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ContentClient } from '../../content/client.ts';
import type { StoryItem } from '../../content/schemas.ts';
import type { DataOf, WidgetContext } from '../types.ts';
import { masterclassSlider, toMasterclassItems } from './masterclassSlider.tsx';

const story = (msid: string, extra: Partial<StoryItem> = {}): StoryItem => ({
  msid,
  title: `Class ${msid}`,
  url: `/masterclass/leadership/c/articleshow/${msid}.cms`,
  ...extra,
});

describe('AB-25 masterclass slider: data', () => {
  it('keeps safe, distinct classes other than the story read; sizes pictures; bounds texts', () => {
    const items = toMasterclassItems(
      [
        story('1', { img: '/photos/1.png', synopsis: '  A short course.  ' }),
        story('2'),
        story('3', { url: 'javascript:alert(1)' }),
        story('1'),
        story('4', { img: 'javascript:x', title: 'x'.repeat(500) }),
        story('5', { title: '   ' }),
        story('6'),
        story('7'),
      ],
      3,
      '2',
    );
    expect(items).toEqual([
      {
        msid: '1',
        title: 'Class 1',
        url: '/masterclass/leadership/c/articleshow/1.cms',
        img: '/photos/1.png?w=320&h=180',
        synopsis: 'A short course.',
      },
      { msid: '4', title: `${'x'.repeat(139)}…`, url: '/masterclass/leadership/c/articleshow/4.cms' },
      { msid: '6', title: 'Class 6', url: '/masterclass/leadership/c/articleshow/6.cms' },
    ]);
  });

  it('asks the content client for the masterclass section with its sub-sections, one more than it shows', async () => {
    const list = vi.fn(async () => ['1', '2', '3'].map((id) => story(id)));
    const props = masterclassSliderContract.props.parse({});
    expect(props).toEqual({
      sectionId: MASTERCLASS_SECTION_ID,
      title: 'Masterclass',
      count: 6,
      autoSlide: true,
    });
    const ctx = {
      content: { stories: { list } } as unknown as ContentClient,
      page: {},
    } as unknown as WidgetContext;
    expect(await masterclassSlider.load(ctx, props)).toHaveLength(3);
    expect(list).toHaveBeenCalledWith({ msid: '120899779', top: 7, hierarchy: true });
  });

  it('refuses settings out of range, and wakes when visible', () => {
    for (const bad of [
      { count: 1 },
      { count: 13 },
      { sectionId: '12a' },
      { autoSlide: 'yes' },
      { speed: 2 },
    ]) {
      expect(masterclassSliderContract.props.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(masterclassSliderContract.hydrate).toBe('visible');
  });
});

describe('AB-25 masterclass slider: server HTML', () => {
  const html = (data: DataOf<typeof masterclassSlider>) =>
    renderToStaticMarkup(
      <masterclassSlider.View props={masterclassSliderContract.props.parse({})} data={data} />,
    );

  it('a named carousel, the first item active and the others inert, previous and next, "1 / n"', () => {
    const out = html(
      toMasterclassItems(
        ['1', '2', '3'].map((id) => story(id)),
        6,
      ),
    );
    expect(out).toMatch(
      /^<section role="region" aria-roledescription="carousel" [^>]*aria-label="Masterclass"/,
    );
    expect(out).toContain('data-state="still"');
    expect(out).toMatch(/aria-label="1 of 3" class="masterclass__item" data-state="active"/);
    expect(out.match(/ inert=""/g)).toHaveLength(2);
    expect(out).toContain('aria-label="Previous class"');
    expect(out).toContain('aria-label="Next class"');
    expect(out).toMatch(/class="masterclass__status">1 \/ 3</);
    expect(out).toContain('transform:translateX(0%)');
  });

  it('one class: no buttons; none: nothing at all', () => {
    expect(html(toMasterclassItems([story('1')], 6))).not.toContain('<button');
    expect(html([])).toBe('');
  });
});
