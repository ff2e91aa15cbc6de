export { HiddenFields, type NativePost, nativePostAttributes } from './HiddenFields.tsx';
