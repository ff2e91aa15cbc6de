import { Writable } from 'node:stream';
import { IslandsRendered, type LayoutFault } from '@newsroom/composer';
import { ANALYTICS_VIEW_ATTR } from '@newsroom/rules/analytics';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Log } from '../layout/regions.tsx';
import type { PageResult } from '../lib/pageResult.tsx';
import { ChromeContext, type ChromeFacts } from '../lib/readerTier.ts';
import { placedIn } from './analyticsView.ts';
import { type Assets, documentEnd, documentStart } from './document.ts';

export interface StreamOptions {
  page: PageResult;
  assets: Assets;
  faults: readonly LayoutFault[];
  chrome: ChromeFacts;
  /** The response's CSP nonce: every script the page writes carries it (React's too). */
  nonce: string;
  log: Log;
  /**
   * Called once the shell is ready, with the status: writes the head of the answer and returns
   * where the document goes (the response, or a compressor piped to it), with `flush` to push
   * what is written so far; null renders to the returned buffer only (HEAD, tests, benchmark).
   */
  start: (status: number) => (NodeJS.WritableStream & { flush?: () => void }) | null;
  /** The shell failed: answer 500 with this body (nothing has been written yet). */
  fail: (body: Buffer) => void;
  /**
   * X-02, Hardening (issue 26.3): signs a view token for the places (analyticsView.ts digests)
   * the rendered HTML holds; it goes at the end of the page or fragment for the tracker to send.
   */
  viewToken?: (places: ReadonlySet<string>) => string;
}

const SHELL_FAILED = Buffer.from(
  '<!doctype html><title>Error</title><p>Sorry, this page could not be shown.</p>',
);

/** The page's React tree as it is rendered: the body under the chrome's facts, noting islands. */
export function pageTree(page: PageResult, chrome: ChromeFacts, islands: Set<string>): ReactElement {
  return (
    <IslandsRendered value={islands}>
      <ChromeContext value={chrome}>{page.body}</ChromeContext>
    </IslandsRendered>
  );
}

/**
 * Streams the document: the head and React's body as React flushes them, then the closing tags
 * (with the island runtime only if an island was rendered). Resolves with the whole page.
 *
 * React writes in 4 KB pieces and says when a batch is done (`flush`): each batch goes on as one
 * write, so a page is a few writes (one chunk each, one pass through a compressor) not dozens.
 */
export function streamPage(options: StreamOptions): Promise<Buffer> {
  const { page, assets, faults, chrome, nonce, log, start, fail, viewToken } = options;
  // Only a page that placed something to count gets a token (its value is base64url and a dot).
  const viewTokenFor = (html: Buffer) => {
    if (!viewToken) return null;
    const places = placedIn(html.toString('utf8'));
    return places.size > 0 ? viewToken(places) : null;
  };
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let forwarded = 0;
    const seen = new Set<string>();
    let out: ReturnType<StreamOptions['start']> = null;
    const forward = () => {
      if (forwarded === chunks.length) return;
      const batch =
        chunks.length - forwarded === 1 ? chunks[forwarded]! : Buffer.concat(chunks.slice(forwarded));
      forwarded = chunks.length;
      out?.write(batch);
    };
    const sink = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          // React never writes into a piece it has handed over: it is kept as it is.
          chunks.push(chunk);
          done();
        },
        final(done) {
          const token = viewTokenFor(Buffer.concat(chunks));
          if (token) chunks.push(Buffer.from(`<template ${ANALYTICS_VIEW_ATTR}="${token}"></template>`));
          if (!page.fragment) chunks.push(Buffer.from(documentEnd(assets, seen.size > 0, nonce)));
          forward();
          out?.end();
          done();
          resolve(Buffer.concat(chunks));
        },
      }),
      {
        flush() {
          forward();
          // Through a compressor too: what React has finished reaches the browser now.
          out?.flush?.();
        },
      },
    );
    const { pipe } = renderToPipeableStream(pageTree(page, chrome, seen), {
      nonce,
      ...(page.idPrefix ? { identifierPrefix: page.idPrefix } : {}),
      onShellReady() {
        out = start(page.status);
        if (!page.fragment) chunks.push(Buffer.from(documentStart(page.head, assets, nonce, faults)));
        pipe(sink);
      },
      onShellError(error) {
        log(`render failed: ${(error as Error).stack ?? String(error)}`);
        fail(SHELL_FAILED);
        resolve(SHELL_FAILED);
      },
      onError(error) {
        log(`render error: ${(error as Error).message}`);
      },
    });
  });
}
