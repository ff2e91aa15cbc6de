import { testContext } from '@newsroom/composer/layout/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import articleLayout from '../../../../../layouts/article.json?raw';
import homeLayout from '../../../../../layouts/home.json?raw';
import { HomePage } from '../../pages/HomePage.tsx';
import { Region } from '../regions.tsx';
import { sampleRegions } from './sampleRegions.ts';

// DV-02 whole regions as a reader meets them, from the layout files and the registry themselves
// (each slot drawn from its widget's sample): change a layout and these stories change with it.

/** AB-11: the sidebar of a markets story (its variant in article.json) for an anonymous reader in India. */
function ArticleSidebar() {
  const { aside = [] } = sampleRegions('article.json', articleLayout, testContext());
  return (
    <aside
      className="article-aside"
      aria-label="More from the publication"
      style={{ width: 'var(--width-aside)', maxWidth: '100%' }}
    >
      <Region name="aside" slots={aside} />
    </aside>
  );
}

/** HM-01: the home page's columns from home.json (top, main, premium and right) at 10 in the morning. */
function HomeColumns() {
  const regions = sampleRegions(
    'home.json',
    homeLayout,
    testContext({ page: { kind: 'home', type: 'home' }, article: null }),
  );
  return (
    <HomePage
      top={regions.top ?? []}
      main={regions.main ?? []}
      premium={regions.premium ?? []}
      right={regions.right ?? []}
    />
  );
}

const meta = { title: 'Site/Regions' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ArticleSidebarPhone: Story = {
  render: () => <ArticleSidebar />,
  globals: { viewport: { value: 'phone' } },
};
export const ArticleSidebarDesktop: Story = {
  render: () => <ArticleSidebar />,
  globals: { viewport: { value: 'desktop' } },
};
export const HomeColumnsPhone: Story = {
  render: () => <HomeColumns />,
  globals: { viewport: { value: 'phone' } },
};
export const HomeColumnsDesktop: Story = {
  render: () => <HomeColumns />,
  globals: { viewport: { value: 'desktop' } },
};
