import type { Generated } from 'kysely';

// Row types of the content store. Column types are kept to integer and text so one set of
// migrations runs on SQLite and PostgreSQL; JSON documents are stored as text, flags as 0/1,
// and times as ISO 8601 text with the fixed +05:30 offset, which sorts correctly as text.

export interface SectionTable {
  id: number;
  parent_id: number | null;
  name: string;
  seopath: string;
  position: number;
  /** Editorial metadata of the section's list, e.g. the match id of a cricket list. */
  metainfo_json: string | null;
}

export interface ImageTable {
  id: number;
  width: number;
  height: number;
  /** Drives the generated picture, so the same row always draws the same picture. */
  seed: number;
  palette: string;
  motif: string;
}

export interface AuthorTable {
  id: number;
  name: string;
  /** Empty when the author has no author page. */
  seoname: string;
  author_type: 'STAFF' | 'GUEST';
  designation: string;
  pubname: string;
  bio: string;
  image_id: number;
}

export interface ArticleTable {
  msid: number;
  section_id: number;
  kind: 'article' | 'video' | 'slideshow' | 'liveblog';
  title: string;
  slug: string;
  synopsis: string;
  art_summary: string;
  published_at: string;
  updated_at: string;
  image_id: number;
  image_caption: string;
  image_agency: string;
  agency: string;
  seo_title: string;
  seo_description: string;
  /** The storyJSON tree. */
  body_json: string;
  /** Counted from the body when the article is stored. */
  word_count: number;
  /** Editorial metainfo entries as `{ name: value }`; NumberOfWords comes from word_count. */
  metainfo_json: string;
  highlights_json: string;
  /** `{ title, data: [{ url, title }] }` or null. */
  seo_links_json: string | null;
  featured_video_msid: number | null;
  host_id: string;
  hide_ads: Generated<number>;
  prime: Generated<number>;
  prime_blocker: Generated<number>;
  adaptive: Generated<number>;
  /** Whether the article belongs in the latest-news list. */
  latest_news: Generated<number>;
}

export interface ArticleAuthorTable {
  article_msid: number;
  author_id: number;
  position: number;
}

export interface RelatedLinkTable {
  article_msid: number;
  related_msid: number;
  position: number;
}

export interface KeywordTable {
  id: number;
  title: string;
  slug: string;
}

export interface ArticleKeywordTable {
  article_msid: number;
  keyword_id: number;
  position: number;
}

export interface CommentTable {
  id: Generated<number>;
  msid: number;
  /** The comment replied to; null for a thread's first comment. */
  parent_id: number | null;
  /** The thread's first comment; null for that comment itself. */
  root_id: number | null;
  author_name: string;
  author_email: string;
  location: string;
  author_image_id: number | null;
  status_points: Generated<number>;
  text: string;
  created_at: string;
  agree: Generated<number>;
  disagree: Generated<number>;
}

export interface Database {
  sections: SectionTable;
  images: ImageTable;
  authors: AuthorTable;
  articles: ArticleTable;
  article_authors: ArticleAuthorTable;
  related_links: RelatedLinkTable;
  keywords: KeywordTable;
  article_keywords: ArticleKeywordTable;
  comments: CommentTable;
}
