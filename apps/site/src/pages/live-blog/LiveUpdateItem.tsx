import { updateParagraphs } from '../../content/liveBlogs.ts';
import { formatIst } from '../../lib/istTime.ts';

/** One live blog update as a list item: its time, title and paragraphs (plain text only). */
export function LiveUpdateItem({
  update,
}: {
  update: { id: string; time: string; title: string; storyJSON: unknown };
}) {
  const time = formatIst(update.time);
  return (
    // Focusable by script only: after "Show new updates" the first new one takes focus.
    <li className="live-update" data-update-id={update.id} tabIndex={-1}>
      {time && (
        <time className="live-update__time" dateTime={update.time}>
          {time}
        </time>
      )}
      {update.title && <h2 className="live-update__title">{update.title}</h2>}
      {updateParagraphs(update.storyJSON).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs in their fixed order
        <p key={index} className="live-update__text">
          {paragraph}
        </p>
      ))}
    </li>
  );
}
