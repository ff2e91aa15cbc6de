export { needsSignIn, widgetRefusal } from './widgetRefusal.ts';
