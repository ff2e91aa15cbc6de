import { pictureAt, pictureSizes } from '@newsroom/rules/pictures';
import { safeHref, safeMediaUrl } from '@newsroom/rules/safe-url';
import type { MarketMogul } from '../../content/markets/schemas.ts';

const PORTRAIT = pictureSizes.authorCard;

/**
 * One market mogul's story (HM-04): the expert's picture, name, designation and firm, and the
 * story's headline as the link. Null when the story has no safe address.
 */
export function MogulItem({ item, synopsis = false }: { item: MarketMogul; synopsis?: boolean }) {
  const href = safeHref(item.url);
  if (!href) return null;
  const [expert] = item.authors;
  const portrait = expert && safeMediaUrl(expert.img);
  const expertPage = expert?.url ? safeHref(expert.url) : null;
  return (
    <article className="mogul">
      {portrait && (
        <img
          className="mogul__portrait"
          src={pictureAt(portrait, 'authorCard')}
          alt=""
          width={PORTRAIT.width}
          height={PORTRAIT.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="mogul__text">
        {expert && (
          <p className="mogul__expert">
            <span className="mogul__name">
              {expertPage ? <a href={expertPage}>{expert.title}</a> : expert.title}
            </span>
            <span className="mogul__role">
              {[expert.designation, expert.organization].filter(Boolean).join(', ')}
            </span>
          </p>
        )}
        <h3 className="mogul__title">
          <a href={href}>{item.title}</a>
        </h3>
        {synopsis && item.synopsis && <p className="mogul__synopsis">{item.synopsis}</p>}
      </div>
    </article>
  );
}
