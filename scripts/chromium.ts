/**
 * How every tool here starts a browser: Debian's chromium (never a downloaded one), headless,
 * with nothing that reaches out to the network on its own.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
