/**
 * A price a refresh may replace (tabular figures, `.price`). Keyed by its text, so a new value is
 * a new element in place of the old one rather than the old text moved: a right-aligned figure
 * that gains a digit grows to the left, which the browser would count as a layout shift of the
 * old text although nothing around it moves (its box is reserved by the widget's CSS).
 */
export function Figure({ text, className = 'price' }: { text: string; className?: string }) {
  return (
    <span key={text} className={className}>
      {text}
    </span>
  );
}
