import { useId } from 'react';

export interface VersionEntry {
  version: number;
  /** ISO time of the save. */
  at: string;
  author: string | null;
  note: string;
}

/** One line of a diff of a version against the current layout. */
export interface DiffLine {
  change: 'added' | 'removed' | 'same';
  text: string;
}

export interface VersionHistoryProps {
  versions: readonly VersionEntry[];
  current: number;
  /** The version whose diff is shown, with its lines. */
  diff: { version: number; lines: readonly DiffLine[] } | null;
  onShowDiff(version: number): void;
  onRevert(version: number): void;
  /** Shown instead of the list when there is no history (development: the files have none). */
  emptyText: string;
}

/**
 * ED-04: the saved versions of a layout, newest first: who saved each and when, a diff of any
 * version against the current one (removed lines marked −, added +, so it reads without colour),
 * and revert (a new version copying the old one).
 */
export function VersionHistory({
  versions,
  current,
  diff,
  onShowDiff,
  onRevert,
  emptyText,
}: VersionHistoryProps) {
  const id = useId();
  return (
    <section className="version-history" aria-labelledby={id}>
      <h3 id={id}>History</h3>
      {versions.length === 0 ? <p>{emptyText}</p> : null}
      <ol>
        {versions.map((entry) => (
          <li key={entry.version} data-current={entry.version === current ? 'true' : undefined}>
            <span className="version-history__line">
              <strong>Version {entry.version}</strong>{' '}
              <time dateTime={entry.at}>{entry.at.slice(0, 16).replace('T', ' ')} UTC</time>
              {entry.author ? ` · ${entry.author}` : ''}
              {entry.note ? ` · ${entry.note}` : ''}
              {entry.version === current ? ' · current' : ''}
            </span>
            {entry.version === current ? null : (
              <span className="version-history__tools">
                <button
                  type="button"
                  aria-label={`Diff of version ${entry.version}`}
                  onClick={() => onShowDiff(entry.version)}
                >
                  Diff
                </button>
                <button type="button" onClick={() => onRevert(entry.version)}>
                  Revert to version {entry.version}
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {diff ? (
        <figure className="version-diff">
          <figcaption>
            Version {diff.version} against the current version (
            {diff.lines.filter((line) => line.change !== 'same').length} lines differ)
          </figcaption>
          <pre>
            {diff.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a diff are positional
              <span key={index} data-change={line.change}>
                {line.change === 'added' ? '+ ' : line.change === 'removed' ? '− ' : '  '}
                {line.text}
                {'\n'}
              </span>
            ))}
          </pre>
        </figure>
      ) : null}
    </section>
  );
}
