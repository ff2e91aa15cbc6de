/**
 * Issue 27, AB-13: where the sign-up form posts without script. The site takes the sign-up with
 * the same backend call the island's /api/newsletters/subscribe passes on, and answers with a page.
 */
export const NEWSLETTER_FORM_PATH = '/newsletters/subscribe';

/** The form's fields: the backend's sign-up (sid, email) and the story to go back to. */
export const NEWSLETTER_FORM_FIELDS = { newsletter: 'sid', email: 'email', back: 'return' } as const;
