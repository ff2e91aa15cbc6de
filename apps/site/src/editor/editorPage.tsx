import { Island } from '@newsroom/composer';
import { type PageKind, pageKinds } from '@newsroom/composer/layout';
import { type PageResult, redirectTo } from '../lib/pageResult.tsx';
import { LAYOUT_EDITOR_PATH } from './editorPaths.ts';
import type { LayoutEditorViewProps } from './LayoutEditorView.tsx';
import LayoutEditorIsland from './layout-editor.island.tsx';

/** The kinds an editor may pick; the file's own page kind first. */
export function chosenKind(url: URL): PageKind {
  const asked = url.searchParams.get('kind');
  return pageKinds.find((kind) => kind === asked) ?? 'article';
}

/**
 * ED-04: `/_editor/layouts?kind=article`. A reader who is not signed in is sent to sign in and
 * back; a signed-in reader who is not an editor gets `null` (the caller's 404), as the backend
 * refuses them too. The page is a plain shell (the kinds as links, which work without script)
 * around one island, the editor.
 */
export function layoutEditorPage(
  url: URL,
  reader: { token: string | null; isEditor: boolean },
  development: boolean,
): PageResult | null {
  if (!reader.token) return redirectTo(`/login?return=${encodeURIComponent(url.pathname + url.search)}`);
  if (!reader.isEditor) return null;
  const kind = chosenKind(url);
  const props: LayoutEditorViewProps = { kind, development };
  return {
    status: 200,
    maxAge: 0,
    head: { title: `Layout editor: ${kind}`, robots: 'noindex' },
    body: (
      <div className="layout-editor-page">
        <header className="layout-editor-page__head">
          <h1>Layout editor</h1>
          <nav aria-label="Layouts">
            <ul className="layout-editor-page__kinds">
              {pageKinds.map((each) => (
                <li key={each}>
                  <a
                    href={`${LAYOUT_EDITOR_PATH}?kind=${each}`}
                    aria-current={each === kind ? 'page' : undefined}
                  >
                    {each}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            {development
              ? `Development: a save writes layouts/${kind}.json; the site follows on the next page.`
              : 'A save stores a new version; the site lays its pages out by it within seconds. Every version is kept.'}{' '}
            The rules of the language are in layouts/README.md.
          </p>
          <noscript>
            <p>
              The editor needs JavaScript. Without it, change layouts/{kind}.json and run ./dev layout check.
            </p>
          </noscript>
        </header>
        <Island hydrate="load">
          <LayoutEditorIsland {...props} />
        </Island>
      </div>
    ),
  };
}
