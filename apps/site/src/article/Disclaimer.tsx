import { cutSummary } from './authorBox.ts';
import { MoreText } from './MoreText.tsx';

/** How much of a disclaimer shows before "more". */
export const DISCLAIMER_SHORT_LIMIT = 90;

/**
 * AB-21: the story's disclaimer under the body, collapsed to its start with a more/less toggle
 * (a native disclosure: it works without JavaScript). Nothing when there is no text.
 */
export function Disclaimer({ text }: { text: string | null | undefined }) {
  const whole = text?.trim();
  if (!whole) return null;
  const short = cutSummary(whole, DISCLAIMER_SHORT_LIMIT);
  return (
    <aside className="disclaimer" aria-label="Disclaimer">
      {short.cut ? (
        <MoreText
          className="disclaimer__text"
          short={
            <>
              <strong>Disclaimer:</strong> {short.shown}
            </>
          }
          full={
            <>
              <strong>Disclaimer:</strong> {whole}
            </>
          }
          more={
            <>
              more<span className="visually-hidden"> of the disclaimer</span>
            </>
          }
          less={
            <>
              less<span className="visually-hidden"> of the disclaimer</span>
            </>
          }
        />
      ) : (
        <p className="disclaimer__text">
          <strong>Disclaimer:</strong> {whole}
        </p>
      )}
    </aside>
  );
}
