// AB-23 and AB-19 calls of the fake backend (testSite.ts): the house ad server and the affiliate
// redirect, with hostile answers on request (`evil` creatives, a broken redirect).

export const AD_TOKEN = 'T0kenT0kenT0kenT0kenT0';
export const EVIL_VIDEO_TOKEN = 'EvilEvilEvilEvilEvilEv';
export const PRIME_SESSION = 'tok_0123456789abcdefABCDEF';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const redirect = (location: string) => new Response(null, { status: 302, headers: { location } });

export function answerAdsAndShop(url: URL, headers: Headers): Response | null {
  if (url.pathname === '/ads') {
    const slot = url.searchParams.get('slot') ?? '';
    if (headers.get('authorization') === `Bearer ${PRIME_SESSION}`) return json(200, { ad: null });
    if (slot === 'mrec5') return json(200, { ad: null });
    if (slot === 'mrec4') return json(200, { ad: { slot, creativeUrl: 'https://evil.example/' } });
    return json(200, {
      ad: {
        slot,
        creativeId: 7,
        token: AD_TOKEN,
        width: 300,
        height: 250,
        creativeUrl: `/ads/creative/7?slot=${slot}`,
        clickUrl: `/ads/click?c=7&t=${AD_TOKEN}`,
      },
    });
  }
  const creative = /^\/ads\/creatives\/(\d+)$/.exec(url.pathname);
  if (creative) {
    if (creative[1] === '404') return json(404, { error: { param: 'id', message: 'no creative' } });
    return json(200, {
      creative: {
        id: Number(creative[1]),
        advertiser: 'Ledger <Prime>',
        headline: '"Read" the stories behind the numbers',
        body: 'From ₹208 a month.',
        cta: 'See the plans',
        image: null,
        external: creative[1] === '6',
      },
    });
  }
  // AB-03 the video a video serve shows: AD_TOKEN's, a hostile poster for EVIL_VIDEO_TOKEN, none else.
  if (url.pathname === '/ads/video') {
    const t = url.searchParams.get('t');
    if (t !== AD_TOKEN && t !== EVIL_VIDEO_TOKEN)
      return json(404, { error: { param: 't', message: 'no video ad was served under this token' } });
    return json(200, {
      video: {
        msid: '125400308',
        title: 'Why the <rupee> fell',
        url: '/markets/videos/why-the-rupee-fell/videoshow/125400308.cms',
        image: {
          url: t === AD_TOKEN ? 'http://127.0.0.1/photos/200123.png' : 'javascript:alert(1)//x.png',
          width: 1200,
          height: 675,
        },
        duration: 155,
      },
    });
  }
  if (url.pathname === '/ads/impressions') return json(200, { counted: true });
  if (url.pathname === '/ads/click') {
    const c = url.searchParams.get('c');
    if (c === '7') return redirect('/prime');
    if (c === '6') return redirect('https://bonds.example/opportunities');
    if (c === '66') return redirect('//evil.example/');
    if (c === '67') return redirect('javascript:alert(1)');
    return json(404, { error: { param: 'c', message: 'no creative' } });
  }
  if (url.pathname === '/feeds/affiliate_amazon.cms') {
    const target = url.searchParams.get('url') ?? '';
    if (target.includes('B0BROKEN00')) return redirect('https://evil.example/');
    const tagged = new URL(target);
    tagged.searchParams.set(
      'tag',
      url.searchParams.get('type') === 'noon' ? 'economicledger' : 'economicledger-21',
    );
    return redirect(tagged.href);
  }
  return null;
}
