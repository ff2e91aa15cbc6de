/** AR-01: the print view lives at the article's own address with /printarticle/ for /articleshow/. */
export function printPathOf(articleUrl: string): string {
  return articleUrl.replace('/articleshow/', '/printarticle/');
}
