import { describe, expect, it } from 'vitest';
import { mailboxOf, trialIdentityOf } from './trial-identity.ts';

describe('X-01 / PS-04 one trial per person: the mailbox an address reaches', () => {
  it.each([
    ['ab@gmail.com', 'ab@gmail.com'],
    ['A.B+x@gmail.com', 'ab@gmail.com'],
    ['a.b@googlemail.com', 'ab@gmail.com'],
    ['  A.b+news+more@GoogleMail.com ', 'ab@gmail.com'],
    ['Reader+ledger@demo.ledger', 'reader@demo.ledger'],
    ['first.last@example.com', 'first.last@example.com'],
    ['First.Last+x@Example.COM', 'first.last@example.com'],
    ['+x@example.com', '+x@example.com'],
  ])('%j → %s', (typed, mailbox) => {
    expect(mailboxOf(typed)).toBe(mailbox);
  });

  it('keeps dots on providers that do not ignore them: two people stay two', () => {
    expect(mailboxOf('a.b@example.com')).not.toBe(mailboxOf('ab@example.com'));
    expect(mailboxOf('a.b@outlook.com')).not.toBe(mailboxOf('ab@outlook.com'));
  });

  it.each([null, undefined, 42, '', 'not an address', 'a@b', `${'x'.repeat(300)}@gmail.com`])(
    'refuses %j',
    (text) => {
      expect(mailboxOf(text)).toBeNull();
    },
  );

  it('keys a mobile reader by the number and anyone else by the mailbox', () => {
    expect(trialIdentityOf({ email: 'ld12@mobile.demo.ledger', mobile: '+919876543210' })).toBe(
      'mobile:+919876543210',
    );
    expect(trialIdentityOf({ email: 'A.B+x@gmail.com', mobile: null })).toBe('email:ab@gmail.com');
    expect(trialIdentityOf({ email: 'nope', mobile: null })).toBeNull();
  });
});
