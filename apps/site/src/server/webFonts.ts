/** The web fonts' stylesheet and the font files it names, as the build (or `--dev`) serves them. */
export interface WebFonts {
  stylesheet: string;
  files: readonly string[];
}

/** Where a reader's browser notes that it holds the web fonts (the stylesheet's address). */
export const WEB_FONTS_KEY = 'newsroom:web-fonts';

/**
 * Page experience: the web fonts are a reader's from their second page on. On the first, text is
 * set in the metric-matched fallbacks (fonts.css) and the fonts are not even asked for until a
 * second after the page has loaded, when the browser is idle (the largest paint comes a moment
 * after load), so on a slow phone they never hold back the headline's picture; then the browser
 * fetches them into its cache and notes it. Every later page (and every page after a
 * deploy that changes the fonts, once again) links the web fonts' stylesheet before it is shown,
 * as render-blocking, and preloads the fonts: Chromium holds the first paint for a preloaded
 * `font-display: optional` font (a font not preloaded is used only if already in memory), and
 * from the cache they come at once. The page is set in them from its first paint; nothing swaps.
 *
 * The script is inline (it must run before the body is shown) and carries the page's CSP nonce.
 */
export function webFontsBootScript(fonts: WebFonts): string {
  // JSON in a script: `<` is escaped so no address can close the element.
  const data = JSON.stringify({ key: WEB_FONTS_KEY, ...fonts }).replace(/</g, '\\u003c');
  return `(function(f){function link(a){var l=document.createElement("link");for(var k in a)l.setAttribute(k,a[k]);document.head.appendChild(l)}try{if(localStorage.getItem(f.key)===f.stylesheet){f.files.forEach(function(u){link({rel:"preload",as:"font",type:"font/woff2",crossorigin:"",href:u})});link({rel:"stylesheet",href:f.stylesheet,blocking:"render"});return}}catch(e){}function warm(){Promise.all([f.stylesheet].concat(f.files).map(function(u){return fetch(u,{credentials:"same-origin"}).then(function(r){if(!r.ok)throw new Error(u);return r.arrayBuffer()})})).then(function(){try{localStorage.setItem(f.key,f.stylesheet)}catch(e){}},function(){})}addEventListener("load",function(){setTimeout(function(){window.requestIdleCallback?requestIdleCallback(warm,{timeout:2000}):warm()},1000)})})(${data});`;
}
