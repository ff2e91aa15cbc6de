/**
 * Issue 27, AB-14: where the poll's form posts without script. The site counts the vote with the
 * same backend call the island's /api/vote_result_json.cms passes on, and answers with a page.
 */
export const POLL_VOTE_FORM_PATH = '/poll/vote';

/** The form's fields: the spec's vote (txtPolliD, PRadio) and the story to go back to. */
export const POLL_FORM_FIELDS = { poll: 'txtPolliD', answer: 'PRadio', back: 'return' } as const;
