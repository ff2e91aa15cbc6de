import { LiveBlogUpdates } from '@newsroom/ui';
import { useCallback } from 'react';
import { type LiveBlogUpdate, liveBlogAnswerSchema } from '../../content/liveBlogs.ts';
import { defineIsland } from '../../lib/defineIsland.ts';
import { LiveUpdateItem } from './LiveUpdateItem.tsx';

export interface LiveBlogIslandData {
  msid: string;
  /** The newest update id the page was rendered with ("0" when none). */
  newestId: string;
}

/**
 * A live blog's new updates (hydrate "load"): while the page is open and shown the machine asks
 * `/api/liveblog` every 30 s for the updates after the newest it holds, and a bar above the list
 * says how many are new; pressing it puts them on top (docs/decisions.md). A failed or malformed
 * answer is an ask that failed: the machine asks again later.
 */
function LiveBlogIsland({ data }: { data: LiveBlogIslandData }) {
  const fetchUpdates = useCallback(
    async (after: string): Promise<LiveBlogUpdate[]> => {
      const response = await fetch(`/api/liveblog?${new URLSearchParams({ msid: data.msid, after })}`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`live blog answered ${response.status}`);
      const parsed = liveBlogAnswerSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('live blog answer unreadable');
      return parsed.data.searchResult[0]!.data;
    },
    [data.msid],
  );
  return (
    <LiveBlogUpdates
      className="live-blog__new"
      newestId={data.newestId}
      fetchUpdates={fetchUpdates}
      renderUpdate={(update) => <LiveUpdateItem key={update.id} update={update} />}
      classNames={{
        bar: 'live-blog__bar',
        button: 'live-blog__show',
        idle: 'live-blog__idle',
        status: 'visually-hidden',
        list: 'live-blog__list live-blog__list--new',
      }}
    />
  );
}

export default defineIsland('liveblog', LiveBlogIsland);
