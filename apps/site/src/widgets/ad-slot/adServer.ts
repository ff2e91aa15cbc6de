import type { AdServer } from './adServerSeam.ts';
import { houseAdServer } from './houseAdServer.ts';

/** AB-23: the page's ad server — the one line to change for a publisher's own (adServerSeam.ts). */
export const adServer: AdServer = houseAdServer;
