import type { ServerResponse } from 'node:http';
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
  /** Where to stream; null renders to the returned buffer only (HEAD, tests, benchmark). */
  res: ServerResponse | null;
  log: Log;
  writeHead: (status: number) => void;
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
  const { page, assets, faults, chrome, nonce, res, log, writeHead } = options;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const seen = new Set<string>();
    const send = (chunk: Buffer) => {
      chunks.push(chunk);
      res?.write(chunk);
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        send(Buffer.from(chunk));
        done();
      },
      final(done) {
        send(Buffer.from(documentEnd(assets, seen.size > 0, nonce)));
        res?.end();
        done();
        resolve(Buffer.concat(chunks));
      },
    });
    const { pipe } = renderToPipeableStream(pageTree(page, chrome, seen), {
      nonce,
      onShellReady() {
        writeHead(page.status);
        send(Buffer.from(documentStart(page.head, assets, nonce, faults)));
        pipe(sink);
      },
      onShellError(error) {
        log(`render failed: ${(error as Error).stack ?? String(error)}`);
        if (res && !res.headersSent) {
          res
            .writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
            .end(SHELL_FAILED);
        } else res?.end();
        resolve(SHELL_FAILED);
      },
      onError(error) {
        log(`render error: ${(error as Error).message}`);
      },
    });
  });
}
