import { type CountdownFace, twoDigits } from '@newsroom/machines';

/**
 * HM-08: puts a face on the server's Countdown markup (Countdown.tsx) without React: the state,
 * which part shows, and the figures, each written only when it changed. Nothing else is touched,
 * so the box keeps its size.
 */
export function paintCountdown(root: HTMLElement, face: CountdownFace): void {
  if (root.dataset.state !== face.state) root.dataset.state = face.state;
  for (const part of root.querySelectorAll<HTMLElement>('[data-countdown-part]')) {
    const hidden = part.dataset.countdownPart !== face.state;
    if (part.hidden !== hidden) part.hidden = hidden;
  }
  for (const figure of root.querySelectorAll<HTMLElement>('[data-countdown-unit]')) {
    const unit = figure.dataset.countdownUnit;
    if (unit !== 'hours' && unit !== 'minutes' && unit !== 'seconds') continue;
    const text = twoDigits(face[unit]);
    if (figure.textContent !== text) figure.textContent = text;
  }
}
