import { Writable } from 'node:stream';
import { IslandsRendered, type LayoutFault } from '@newsroom/composer';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Log } from '../layout/regions.tsx';
import { ChromeContext, type ChromeFacts } from '../pages/readerTier.ts';
import { type Assets, documentEnd, documentStart } from './document.ts';
import type { PageResult } from './pageResult.tsx';

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
 * Streams the document: the head at once, React's body as it renders, then the closing tags
 * (with the island runtime only if an island was rendered). Resolves with the whole page.
 */
export function streamPage(options: StreamOptions): Promise<Buffer> {
  const { page, assets, faults, chrome, nonce, log, start, fail } = options;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const seen = new Set<string>();
    let out: ReturnType<StreamOptions['start']> = null;
    const send = (chunk: Buffer) => {
      chunks.push(chunk);
      out?.write(chunk);
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        send(Buffer.from(chunk));
        done();
      },
      final(done) {
        send(Buffer.from(documentEnd(assets, seen.size > 0, nonce)));
        out?.end();
        done();
        resolve(Buffer.concat(chunks));
      },
    });
    const { pipe } = renderToPipeableStream(pageTree(page, chrome, seen), {
      nonce,
      onShellReady() {
        out = start(page.status);
        send(Buffer.from(documentStart(page.head, assets, nonce, faults)));
        // The head (styles, preloads) reaches the browser before the body has rendered.
        out?.flush?.();
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
