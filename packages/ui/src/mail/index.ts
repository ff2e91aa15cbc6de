export {
  type CaptchaState,
  MailDialog,
  type MailDialogCaptchaStatusProps,
  type MailDialogContentProps,
  type MailDialogErrorProps,
  type MailDialogFieldProps,
  type MailDialogRootProps,
  useMailDialog,
} from './MailDialog.tsx';
