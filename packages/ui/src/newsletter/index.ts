export {
  NewsletterSignup,
  type NewsletterSignupClassNames,
  type NewsletterSignupProps,
} from './NewsletterSignup.tsx';
