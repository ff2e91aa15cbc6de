import { pictureAt, pictureSizes } from '@newsroom/rules/pictures';
import { isHouseAgency, publication } from '@newsroom/rules/publication';
import { safeMediaUrl } from '@newsroom/rules/safe-url';
import { StoryBody } from '../article/StoryBody.tsx';
import type { Article } from '../content/schemas.ts';
import { formatIst } from '../lib/istTime.ts';

/**
 * AR-01 print view: the story alone — no navigation, ads, widgets or scripts — laid out for
 * paper by the print stylesheet, with the address it came from.
 */
export function PrintPage({ article, source }: { article: Article; source: string }) {
  const lead = safeMediaUrl(article.img);
  const credit = article.imgagency && !isHouseAgency(article.imgagency) ? article.imgagency : '';
  const date = formatIst(article.updated || article.date);
  return (
    <main className="print-page">
      <header className="print-page__head">
        <p className="print-page__brand">{publication.name}</p>
        <p className="print-page__actions">
          <a href={article.url}>Back to the story</a>
        </p>
      </header>
      <article>
        <h1 className="print-page__title">{article.title}</h1>
        <p className="print-page__byline">
          {article.authors.map((author) => author.title).join(', ')}
          {article.authors.length > 0 && date ? ' · ' : ''}
          {date}
        </p>
        {lead && (
          <figure className="print-page__lead">
            <img
              src={pictureAt(lead, 'print')}
              alt={article.imgcaption || ''}
              width={pictureSizes.print.width}
              height={pictureSizes.print.height}
            />
            {(article.imgcaption || credit) && (
              <figcaption>
                {article.imgcaption}
                {credit && ` Photo: ${credit}`}
              </figcaption>
            )}
          </figure>
        )}
        {article.highlights.length > 0 && (
          <ul className="print-page__highlights">
            {article.highlights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <div className="print-page__body">
          <StoryBody
            tree={article.storyJSON}
            forPrint
            products={article.amazonProductList}
            msid={article.msid}
          />
        </div>
        {article.truncated && (
          <p className="print-page__note">The rest of this {publication.primeName} story is for members.</p>
        )}
      </article>
      <footer className="print-page__foot">
        <p>
          Printed from {publication.name}: <span className="print-page__source">{source}</span>
        </p>
        <p>© {publication.name}. All rights reserved.</p>
      </footer>
    </main>
  );
}
