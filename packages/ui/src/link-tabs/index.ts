export { ActionLink, type ActionLinkProps, LinkTab, type LinkTabProps, useAwake } from './LinkTab.tsx';
