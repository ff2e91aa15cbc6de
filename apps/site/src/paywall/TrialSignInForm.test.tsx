import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrialSignInForm } from './TrialSignInForm.tsx';

// Issue 27, AB-09: the trial blocker's sign-in as the server sends it works without script — its
// channel buttons submit a GET form to the sign-in page's one-time code form (CODE_FORM_PATHS),
// carrying the story to come back to and the wish to start the trial; no second implementation.

describe('issue 27, AB-09: the trial blocker’s sign-in without JavaScript', () => {
  it('the channel buttons are a GET form to /login?with=code, with the story and trial=1', () => {
    const html = renderToStaticMarkup(<TrialSignInForm returnTo="/prime/story/articleshow/7.cms" />);
    const form = /<form[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/^<form class="trial-sign-in__channels" action="\/login" method="get">/);
    expect(form).toContain('<input type="hidden" name="with" value="code"/>');
    expect(form).toContain('<input type="hidden" name="return" value="/prime/story/articleshow/7.cms"/>');
    expect(form).toContain('<input type="hidden" name="trial" value="1"/>');
    const buttons = [...form.matchAll(/<button ([^>]*)>([^<]*)</g)].map(([, attributes, text]) => ({
      ...Object.fromEntries(
        [...(attributes ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]),
      ),
      text,
    }));
    expect(buttons).toEqual([
      expect.objectContaining({
        type: 'submit',
        name: 'channel',
        value: 'email',
        text: 'Continue with e-mail',
      }),
      expect.objectContaining({
        type: 'submit',
        name: 'channel',
        value: 'mobile',
        text: 'Continue with mobile number',
      }),
    ]);
  });
});
