export { AdCreative, type AdCreativeFace, type AdCreativeProps } from './AdCreative.tsx';
export { AdSlotBox, type AdSlotBoxProps } from './AdSlotBox.tsx';
export { AdVideoCreative, type AdVideoCreativeProps, type AdVideoFace } from './AdVideoCreative.tsx';
