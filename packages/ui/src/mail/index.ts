export {
  type CaptchaState,
  MailDialog,
  type MailDialogContentProps,
  type MailDialogFieldProps,
  type MailDialogRootProps,
  useMailDialog,
} from './MailDialog.tsx';
