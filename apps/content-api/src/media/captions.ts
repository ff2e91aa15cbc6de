// VD-01: a video's captions track (WebVTT), written from the story's own words when asked for:
// the headline, then the synopsis a sentence or two at a time, spread evenly over the clip.

/** Longest cue line a reader takes in at a glance (the usual broadcast limit is about 42 a line). */
const MAX_CUE_CHARACTERS = 84;

/** WebVTT cue text: `&`, `<` and `>` escaped, no line breaks, never an arrow that ends a cue. */
function cueText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Sentences packed into cues of at most MAX_CUE_CHARACTERS (a longer sentence is cut at words). */
export function cueLines(title: string, synopsis: string): string[] {
  const sentences = [title, ...(synopsis.match(/[^.!?]+[.!?]*/g) ?? [])]
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const lines: string[] = [];
  for (const sentence of sentences) {
    let line = '';
    for (const word of sentence.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (next.length > MAX_CUE_CHARACTERS && line) {
        lines.push(line);
        line = word.slice(0, MAX_CUE_CHARACTERS);
      } else line = next.slice(0, MAX_CUE_CHARACTERS);
    }
    if (line) lines.push(line);
  }
  return lines;
}

function timestamp(ms: number): string {
  const whole = Math.max(0, Math.round(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor(whole / 60_000) % 60;
  const seconds = Math.floor(whole / 1000) % 60;
  const millis = whole % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${String(millis).padStart(3, '0')}`;
}

/** The WebVTT document: the cues share the clip's length equally, the last ending with it. */
export function captionsVtt(title: string, synopsis: string, seconds: number): string {
  const lines = cueLines(title, synopsis);
  const total = Math.max(1, seconds) * 1000;
  const each = total / Math.max(1, lines.length);
  const cues = lines.map(
    (line, index) =>
      `${index + 1}\n${timestamp(index * each)} --> ${timestamp(Math.min(total, (index + 1) * each))}\n${cueText(line)}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
