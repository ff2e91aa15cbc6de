export {
  NEWSLETTER_TEXTS,
  type NewsletterSignupContext,
  type NewsletterSignupEvent,
  type NewsletterSignupInput,
  type NewsletterSignupMachine,
  type NewsletterSignupStatus,
  newsletterSignupMachine,
  type SubscribeRequest,
  selectNewsletterSignupStatus,
} from './newsletterSignup.machine.ts';
