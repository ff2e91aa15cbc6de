import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TrialSignIn } from './TrialSignIn.tsx';

// AB-09: the sign-in buttons server-render (Node: no DOM) in their first step, asking nothing.

describe('AB-09 TrialSignIn server rendering', () => {
  it('renders the two buttons and no form, and calls nothing', () => {
    const requestCode = vi.fn();
    const verifyCode = vi.fn();
    const html = renderToString(
      <TrialSignIn.Default requestCode={requestCode} verifyCode={verifyCode} onSignedIn={() => {}} />,
    );
    expect(html).toContain('data-state="choosing"');
    expect(html).toContain('>Continue with e-mail</button>');
    expect(html).toContain('>Continue with mobile number</button>');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Development:');
    expect(requestCode).not.toHaveBeenCalled();
    expect(verifyCode).not.toHaveBeenCalled();
  });

  it('a part outside Root says where it belongs', () => {
    expect(() => renderToString(<TrialSignIn.CodeField />)).toThrow(/inside <TrialSignIn.Root>/);
  });
});
