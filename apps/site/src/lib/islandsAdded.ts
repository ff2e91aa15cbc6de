/** The event a node placed in the page after load dispatches (bubbling) so its islands wake. */
export const ISLANDS_ADDED_EVENT = 'newsroom:islands-added';
