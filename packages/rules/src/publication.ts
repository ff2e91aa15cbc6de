/** Facts about the publication that pages, structured data and the body renderer share. */
export const publication = {
  name: 'The Economic Ledger',
  shortName: 'Ledger',
  primeName: 'Ledger Prime',
  logo: { path: '/static/logo-600x60.png', width: 600, height: 60 },
  /** AB-02: credits of the house and its partners are not printed under pictures. */
  houseAgencies: ['et bureau', 'et online', 'etmarkets.com', 'et prime', 'et spotlight', 'et contributors'],
  /** Embeds allowed into article bodies; anything else is left out. */
  embedHosts: ['www.youtube.com', 'www.youtube-nocookie.com', 'youtube.com', 'platform.twitter.com', 'x.com'],
  /** AB-22: every date on the page and in structured data is India time. */
  timeZone: 'Asia/Kolkata',
} as const;

export function isHouseAgency(agency: string | undefined): boolean {
  if (!agency) return false;
  return (publication.houseAgencies as readonly string[]).includes(agency.trim().toLowerCase());
}
