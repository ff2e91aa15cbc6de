import { z } from 'zod';
import { toStoryItem } from '../content/story-item.ts';
import type { StoryType } from '../contract.ts';
import { notFound } from '../http/http-error.ts';
import { numericId, oneOf, platform, trueOrFalse, wholeNumber } from '../http/params.ts';
import { parseQuery } from '../http/query.ts';
import { contentJson, type Reply, type RouteContext } from '../http/reply.ts';
import {
  countStories,
  findCuratedList,
  listCuratedStories,
  listStories,
  type StoryRow,
} from '../store/articles.ts';
import { loadSectionDirectory } from '../store/sections.ts';
import { MAX_LIST_PAGE } from './author.ts';

const contentTypes = ['ARTICLE', 'VIDEO', 'SLIDESHOW', 'LIVEBLOG'] as const;

const plistQuery = z.object({
  msid: numericId(),
  top: wholeNumber(1, 100).default(10),
  mode: oneOf(['hierarchy'] as const).optional(),
  contenttype: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    oneOf(contentTypes).optional(),
  ),
  hostid: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a numeric host id')
    .optional(),
  metaInfo: trueOrFalse().optional(),
  /** A page of the list, `top` a page; with it the answer also counts the whole list (`count`). */
  page: wholeNumber(1, MAX_LIST_PAGE).optional(),
  platform,
});

type PlistQuery = z.infer<typeof plistQuery>;
type SectionDirectory = Awaited<ReturnType<typeof loadSectionDirectory>>;

/** The filters a section and a curated list share. */
const storyFilterOf = (query: PlistQuery) => ({
  ...(query.contenttype ? { kind: query.contenttype.toLowerCase() as StoryType } : {}),
  ...(query.hostid ? { hostId: query.hostid } : {}),
  limit: query.top,
  offset: ((query.page ?? 1) - 1) * query.top,
});

/**
 * `type=plist`: a section's newest stories; `mode=hierarchy` takes in its sub-sections. The msid
 * may also name a curated list (AR-14 Bonds Corner): its stories in the editors' order.
 */
export async function getSectionList(context: RouteContext): Promise<Reply> {
  const query = parseQuery(plistQuery, context.query);
  const sections = await loadSectionDirectory(context.db);
  const section = sections.get(query.msid);
  if (!section) return getCuratedList(context, query, sections);
  const filter = {
    sectionIds: query.mode === 'hierarchy' ? sections.subtree(section.id) : [section.id],
    ...storyFilterOf(query),
  };
  const [rows, count] = await Promise.all([
    listStories(context.db, filter),
    query.page === undefined ? undefined : countStories(context.db, filter),
  ]);
  const metainfo = query.metaInfo ? metaInfoBlock(section) : {};
  // AB-18: a hierarchy list names the section's sub-sections too, in the editors' order (the
  // Prime stories widget lists the first of them, spec §7's second step).
  const hierarchy = query.mode === 'hierarchy' ? { sections: subSectionsOf(section.id, sections) } : {};
  return plistAnswer({ ...section, ...metainfo, ...hierarchy }, rows, sections, context, count);
}

/**
 * `metaInfo=true`: the section's `metainfo` (entries `{value}`), and for the highlight widget
 * (HM-11) the block's `plistFolderTitle` (the section's name) and `overridelink` (its
 * `OverrideLink` entry, else its own page).
 */
function metaInfoBlock(section: { name: string; seopath: string; metainfo_json: string | null }) {
  const metainfo = section.metainfo_json
    ? (JSON.parse(section.metainfo_json) as Record<string, { value?: unknown }>)
    : null;
  const override = metainfo?.OverrideLink?.value;
  return {
    ...(metainfo ? { metainfo } : {}),
    plistFolderTitle: section.name,
    overridelink: typeof override === 'string' ? override : `/${section.seopath}`,
  };
}

/** The sections right below `id`, in the editors' order. */
function subSectionsOf(id: number, sections: SectionDirectory) {
  return sections
    .subtree(id)
    .map((each) => sections.get(each))
    .filter((each) => each !== undefined && each.parent_id === id)
    .map((each) => ({ msid: String(each!.id), name: each!.name, seopath: each!.seopath }));
}

async function getCuratedList(context: RouteContext, query: PlistQuery, sections: SectionDirectory) {
  const list = await findCuratedList(context.db, query.msid);
  if (!list) throw notFound('msid', `no section or list ${query.msid}`);
  const rows = await listCuratedStories(context.db, list.id, storyFilterOf(query));
  // A curated list is short and shown whole: a page of it is counted from what it holds.
  const count =
    query.page === undefined
      ? undefined
      : (await listCuratedStories(context.db, list.id, { ...storyFilterOf(query), limit: 1000, offset: 0 }))
          .length;
  return plistAnswer(list, rows, sections, context, count);
}

/** A plist answer, the same for a section and a curated list. */
function plistAnswer(
  head: {
    id: number;
    name: string;
    seopath: string;
    metainfo?: unknown;
    plistFolderTitle?: string;
    overridelink?: string;
    sections?: { msid: string; name: string; seopath: string }[];
  },
  rows: StoryRow[],
  sections: SectionDirectory,
  context: RouteContext,
  count?: number,
): Reply {
  const { id, name, seopath, metainfo, plistFolderTitle, overridelink, sections: subSections } = head;
  return contentJson({
    searchResult: [
      {
        msid: String(id),
        name,
        title: name,
        seopath,
        ...(metainfo ? { metainfo } : {}),
        ...(plistFolderTitle === undefined ? {} : { plistFolderTitle }),
        ...(overridelink === undefined ? {} : { overridelink }),
        ...(count === undefined ? {} : { count }),
        ...(subSections ? { sections: subSections } : {}),
        data: rows.map((row) => toStoryItem(row, sections, context.publicUrl)),
      },
    ],
    // The home page's industry tabs match an answer to its tab by this echo (HM-06).
    parameters: { msid: String(id) },
  });
}

const latestQuery = z.object({
  searchtype: oneOf(['metadata'] as const),
  metatype: oneOf(['latestnewsflag'] as const),
  solrtypeid: oneOf(['1001'] as const),
  top: wholeNumber(1, 100).default(20),
  /** A page of the list (the latest-news and headlines pages); with it the answer counts the list. */
  page: wholeNumber(1, MAX_LIST_PAGE).optional(),
  platform,
});

/** `type=getdata`: the latest-news list, newest first across every section. */
export async function getLatestNews(context: RouteContext): Promise<Reply> {
  const query = parseQuery(latestQuery, context.query);
  const filter = { latestNewsOnly: true, limit: query.top, offset: ((query.page ?? 1) - 1) * query.top };
  const [sections, rows, count] = await Promise.all([
    loadSectionDirectory(context.db),
    listStories(context.db, filter),
    query.page === undefined ? undefined : countStories(context.db, filter),
  ]);
  return contentJson({
    searchResult: [
      {
        ...(count === undefined ? {} : { count }),
        data: rows.map((row) => toStoryItem(row, sections, context.publicUrl)),
      },
    ],
  });
}
