import { checkLayout } from '@newsroom/composer/editor';
import { DOCUMENT_LIMITS, type Layout, type LayoutFault, type PageKind } from '@newsroom/composer/layout';
import type { LayoutSource } from '@newsroom/composer/layout/store';
import { widgetContracts } from '@newsroom/contracts/widgets';
import type { PageResult } from '../../lib/pageResult.tsx';
import { DRAFT_FIELDS, PREVIEWED_KINDS } from './draftFields.ts';

/**
 * ED-04 the draft preview: the layout editor posts its unsaved draft to `/_preview/render` (the
 * reader's choices in the query, as for the saved layout's preview) and the frame beside it gets
 * the page laid out by that draft. The draft is checked by the same layout check a save runs;
 * nothing is written anywhere.
 */

/** Form-encoded, a byte of JSON is at most 3 (`%7B`): a whole document's worth, and the kind. */
export const DRAFT_BODY_LIMIT = DOCUMENT_LIMITS.bytes * 3 + 1024;

export type DraftReading = { ok: true; kind: PageKind; layout: Layout } | { ok: false; page: PageResult };

/**
 * Reads a posted draft (the body as sent, null when it was larger than DRAFT_BODY_LIMIT): its
 * layout, or the page that says in words why it cannot be shown (too large, a kind the preview
 * does not show, every fault the layout check found).
 */
export function readDraft(body: string | null): DraftReading {
  if (body === null) return refused(413, [`The draft is larger than ${DOCUMENT_LIMITS.bytes / 1024} KB.`]);
  const form = new URLSearchParams(body);
  const kind = PREVIEWED_KINDS.find((each) => each === form.get(DRAFT_FIELDS.kind));
  if (!kind) return refused(400, [`kind: the preview shows ${PREVIEWED_KINDS.join(', ')} layouts.`]);
  const text = form.get(DRAFT_FIELDS.layout);
  if (text === null || text.trim() === '') return refused(400, ['layout: the draft is missing.']);
  if (Buffer.byteLength(text, 'utf8') > DOCUMENT_LIMITS.bytes)
    return refused(413, [`The draft is larger than ${DOCUMENT_LIMITS.bytes / 1024} KB.`]);
  const checked = checkLayout(kind, text, widgetContracts);
  if (!checked.ok) return refused(400, checked.faults.map(faultText), checked.faults.length);
  return { ok: true, kind, layout: checked.layout };
}

/** The layouts with the draft standing in for its page kind; every other kind as the site has it. */
export function withDraftLayout(layouts: LayoutSource, kind: PageKind, layout: Layout): LayoutSource {
  return { get: (page) => (page === kind ? layout : layouts.get(page)) };
}

const faultText = (fault: LayoutFault) => `${fault.path}: ${fault.reason}`;

function refused(status: number, reasons: readonly string[], faults = 0): DraftReading {
  const heading =
    faults > 0
      ? `This draft has ${faults === 1 ? 'a fault' : `${faults} faults`}`
      : 'This draft cannot be shown';
  return {
    ok: false,
    page: {
      status,
      maxAge: 0,
      head: { title: 'Draft preview', robots: 'noindex' },
      body: (
        <section className="draft-faults">
          <h1>{heading}</h1>
          <p>
            {faults > 0
              ? 'The page is shown once the layout check takes the draft. Fix each fault in the editor (each is named beside its slot when you save):'
              : 'Nothing was shown:'}
          </p>
          <ul>
            {[...new Set(reasons)].map((reason) => (
              <li key={reason}>
                <code>{reason}</code>
              </li>
            ))}
          </ul>
        </section>
      ),
    },
  };
}
