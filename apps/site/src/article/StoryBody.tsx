import { Island } from '@newsroom/composer';
import { isHouseAgency, publication } from '@newsroom/rules/publication';
import { hostOf, safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import { createContext, Fragment, type ReactNode, useContext } from 'react';
import type { ShopProduct } from '../content/shop.ts';
import EmbedFrameIsland from './embed-frame.island.tsx';
import ImageZoomIsland from './image-zoom.island.tsx';
import { ProductCard } from './ProductCard.tsx';
import { isParagraph, topLevelNodes } from './paragraphs.ts';

/**
 * AB-02: renders a storyJSON tree as React elements. Content is untrusted: text is only ever
 * text, attributes are chosen per tag (never copied), links and pictures pass `safeUrl`, embeds
 * come only from allowed hosts, and anything unknown is skipped with its children.
 */
/**
 * AR-01: the print view's body is the story alone — pictures as pictures and embeds as links,
 * with no island (nothing there runs a script). Pages set it with StoryBody's `forPrint`.
 */
const ForPrint = createContext(false);

/** AB-19: the story's products by ASIN, for its `product` nodes, and the story's msid (the click's). */
interface Shop {
  products: ReadonlyMap<string, ShopProduct>;
  msid?: string | undefined;
}
const ShopContext = createContext<Shop | null>(null);

export function StoryBody({
  tree,
  inserts,
  forPrint = false,
  products,
  msid,
}: {
  tree: unknown;
  inserts?: ReadonlyMap<number, ReactNode>;
  forPrint?: boolean;
  /** AB-19: the story's `amazonProductList`; a `product` node naming another ASIN shows nothing. */
  products?: readonly ShopProduct[];
  msid?: string;
}) {
  if (products && products.length > 0) {
    const shop = { products: new Map(products.map((product) => [product.asin, product])), msid };
    return (
      <ShopContext value={shop}>
        <StoryBody tree={tree} {...(inserts ? { inserts } : {})} forPrint={forPrint} />
      </ShopContext>
    );
  }
  if (forPrint) return <ForPrint value={true}>{renderChildren(tree, 0)}</ForPrint>;
  if (!inserts || inserts.size === 0) return <>{renderChildren(tree, 0)}</>;
  // Inserts go after paragraph breaks (see paragraphs.ts for the one definition).
  const out: ReactNode[] = [];
  let breaks = 0;
  topLevelNodes(tree).forEach((child, index) => {
    out.push(renderNode(child, 1, index));
    if (!isParagraph(child)) return;
    breaks += 1;
    const insert = inserts.get(breaks);
    if (insert) out.push(<Fragment key={`insert-${breaks}`}>{insert}</Fragment>);
  });
  return <>{out}</>;
}

/** Deeper trees than this are cut: no content can make the renderer overflow its stack. */
const MAX_DEPTH = 40;

/** Tags rendered as themselves, with no attributes. */
const PLAIN = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'sup',
  'sub',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'br',
  'hr',
  'figcaption',
  'small',
]);
/** Wrappers whose children are kept but which add nothing themselves. */
const TRANSPARENT = new Set(['root', 'div', 'span', 'section', 'font', 'center', 'article']);

type ContentNode = { node?: unknown; tag?: unknown; attr?: unknown; child?: unknown; text?: unknown };

function renderChildren(node: unknown, depth: number): ReactNode[] {
  if (depth > MAX_DEPTH || !isObject(node) || !Array.isArray(node.child)) return [];
  return node.child.map((child: unknown, index: number) => renderNode(child, depth + 1, index));
}

function renderNode(raw: unknown, depth: number, key: number): ReactNode {
  if (!isObject(raw)) return null;
  const node = raw as ContentNode;
  if (node.node === 'text') return typeof node.text === 'string' ? node.text : null;
  if (node.node === 'root') return <Fragment key={key}>{renderChildren(node, depth)}</Fragment>;
  if (node.node !== 'element' || typeof node.tag !== 'string') return null;
  const tag = node.tag.toLowerCase();
  const attr = isObject(node.attr) ? (node.attr as Record<string, unknown>) : {};
  const children = () => renderChildren(node, depth);

  if (tag === 'h1') return <h2 key={key}>{children()}</h2>;
  if (PLAIN.has(tag)) {
    const Tag = tag as 'p';
    return tag === 'br' || tag === 'hr' ? <Tag key={key} /> : <Tag key={key}>{children()}</Tag>;
  }
  if (TRANSPARENT.has(tag)) return <Fragment key={key}>{children()}</Fragment>;
  switch (tag) {
    case 'a':
      return <Link key={key} href={attr.href} content={children()} />;
    case 'img':
      return <BodyImage key={key} attr={attr} />;
    case 'iframe':
      return <Embed key={key} attr={attr} />;
    case 'storylist':
      return <StoryList key={key} node={node} />;
    case 'product':
      return <Product key={key} asin={attr.asin} />;
    default:
      return null;
  }
}

function Link({ href, content }: { href: unknown; content: ReactNode }) {
  const safe = safeHref(href);
  if (!safe) return <>{content}</>;
  const external = /^https?:/.test(safe);
  return (
    <a href={safe} rel={external ? 'noopener noreferrer nofollow' : undefined}>
      {content}
    </a>
  );
}

function BodyImage({ attr }: { attr: Record<string, unknown> }) {
  const forPrint = useContext(ForPrint);
  const src = safeMediaUrl(attr.src ?? attr.url);
  if (!src) return null;
  const title = typeof attr.title === 'string' ? attr.title : '';
  const agency = typeof attr.agency === 'string' ? attr.agency : '';
  const width = positiveInt(attr.width) ?? 650;
  const height = positiveInt(attr.height) ?? Math.round((width * 3) / 4);
  const credit = agency && !isHouseAgency(agency) ? agency : '';
  return (
    <figure className="story__figure">
      {forPrint ? (
        <img src={src} alt={title} width={width} height={height} loading="lazy" />
      ) : (
        // AB-24: the picture opens full screen; without JavaScript it links to the whole picture.
        <Island hydrate="interaction">
          <ImageZoomIsland src={src} full={src} alt={title} width={width} height={height} />
        </Island>
      )}
      {(title || credit) && (
        <figcaption>
          {title}
          {credit && <span className="story__credit">{` Photo: ${credit}`}</span>}
        </figcaption>
      )}
    </figure>
  );
}

function Embed({ attr }: { attr: Record<string, unknown> }) {
  const forPrint = useContext(ForPrint);
  const src = safeMediaUrl(attr.src);
  const host = src ? hostOf(src) : null;
  if (!src || !host || !(publication.embedHosts as readonly string[]).includes(host)) return null;
  const title = typeof attr.title === 'string' && attr.title ? attr.title : `Embedded content from ${host}`;
  if (forPrint) {
    return (
      <p className="story__embed-link">
        <a href={src}>{title}</a>
      </p>
    );
  }
  // AB-24: the embed takes the height its frame asks for (allow-listed origins only, article/embeds.ts).
  return (
    <Island hydrate="visible">
      <EmbedFrameIsland src={src} title={title} />
    </Island>
  );
}

/** AB-19: a product the story names, as its card, when the story lists it (spec §5). */
function Product({ asin }: { asin: unknown }) {
  const shop = useContext(ShopContext);
  const product = typeof asin === 'string' ? shop?.products.get(asin) : undefined;
  return product ? <ProductCard product={product} msid={shop?.msid} /> : null;
}

function StoryList({ node }: { node: ContentNode }) {
  const items = Array.isArray(node.child) ? node.child : [];
  const links = items.flatMap((item, index) => {
    if (!isObject(item) || !isObject((item as ContentNode).attr)) return [];
    const attr = (item as ContentNode).attr as Record<string, unknown>;
    const href = safeHref(attr.url);
    const title = typeof attr.title === 'string' ? attr.title.trim() : '';
    return href && title ? [{ href, title, key: index }] : [];
  });
  if (links.length === 0) return null;
  return (
    <aside className="story__also" aria-label="Also read">
      <p className="story__also-label">Also read</p>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href}>{link.title}</a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 4000 ? n : undefined;
}
