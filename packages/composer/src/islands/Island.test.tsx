import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defineIsland, islandNameOf } from './defineIsland.ts';
import { Island, IslandsRendered } from './Island.tsx';

function Greeting({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <p>
      Hello {name}
      {children}
    </p>
  );
}
const GreetingIsland = defineIsland('greeting', Greeting);
const PlainGreeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const markerOf = (html: string) => {
  const attribute = (name: string) => html.match(new RegExp(`${name}="([^"]*)"`))?.[1];
  return {
    name: attribute('data-island'),
    hydrate: attribute('data-hydrate'),
    props: JSON.parse((attribute('data-props') ?? 'null').replaceAll('&quot;', '"')),
  };
};

describe('Island: the call site describes the island (issue 17)', () => {
  it('takes its name from the child component and its props from the child element', () => {
    const html = renderToStaticMarkup(
      <Island hydrate="visible">
        <GreetingIsland name="Asha" />
      </Island>,
    );
    expect(markerOf(html)).toEqual({ name: 'greeting', hydrate: 'visible', props: { name: 'Asha' } });
    expect(html).toContain('<p>Hello <!-- -->Asha</p>');
  });

  it('renders the child’s children into the HTML but never into the props (server-only, kept HTML)', () => {
    const html = renderToStaticMarkup(
      <Island hydrate="load">
        <GreetingIsland name="Asha">
          <strong>kept</strong>
        </GreetingIsland>
      </Island>,
    );
    expect(markerOf(html).props).toEqual({ name: 'Asha' });
    expect(html).toContain('<strong>kept</strong>');
  });

  it('tells the page which islands it rendered, nested ones too', () => {
    const rendered = new Set<string>();
    const Outer = defineIsland('outer', ({ children }: { children?: ReactNode }) => <div>{children}</div>);
    renderToStaticMarkup(
      <IslandsRendered value={rendered}>
        <Island hydrate="idle">
          <Outer>
            <Island hydrate="interaction">
              <GreetingIsland name="Asha" />
            </Island>
          </Outer>
        </Island>
      </IslandsRendered>,
    );
    expect([...rendered].sort()).toEqual(['greeting', 'outer']);
  });

  it('refuses a child that is not an island, at render', () => {
    expect(() =>
      renderToStaticMarkup(
        <Island hydrate="load">
          <PlainGreeting name="Asha" />
        </Island>,
      ),
    ).toThrow('<Island> takes one element of a component made with defineIsland');
    expect(() => renderToStaticMarkup(<Island hydrate="load">{'text' as never}</Island>)).toThrow();
  });

  it('keeps the name on the component itself, and a component is one island only', () => {
    expect(islandNameOf(GreetingIsland)).toBe('greeting');
    expect(GreetingIsland).toBe(Greeting);
    expect(islandNameOf(() => null)).toBeUndefined();
    expect(defineIsland('greeting', Greeting)).toBe(GreetingIsland);
    expect(() => defineIsland('farewell', Greeting)).toThrow('already "greeting"');
  });
});
