import { type Direction, directionOf, signedNumber, signedPercent } from '../../../lib/marketFormat.ts';

const ARROW: Record<Direction, string> = { up: '▲', down: '▼', flat: '' };
const SPOKEN: Record<Direction, string> = { up: 'up', down: 'down', flat: 'unchanged' };

/**
 * A change in price (DESIGN.md: up and down differ in shape as well as colour): an arrow, the
 * signed change and/or per cent, green or red by `data-direction`; screen readers hear "up" or
 * "down" instead of the arrow.
 */
export function PriceChange({
  change,
  percent,
  show = 'both',
}: {
  /** The absolute change, rupees. */
  change: number;
  percent: number;
  show?: 'both' | 'percent' | 'change';
}) {
  const direction = directionOf(show === 'percent' ? percent : change);
  return (
    // Keyed by the figures: a refreshed change replaces the old one in place (see Figure.tsx).
    <span key={`${change} ${percent}`} className="price-change" data-direction={direction}>
      {ARROW[direction] && <span aria-hidden="true">{ARROW[direction]} </span>}
      <span className="visually-hidden">{SPOKEN[direction]} </span>
      {show !== 'percent' && signedNumber(change)}
      {show === 'both' && ' '}
      {show !== 'change' && (show === 'both' ? `(${signedPercent(percent)})` : signedPercent(percent))}
    </span>
  );
}
