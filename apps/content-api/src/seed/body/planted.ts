import type { StoryNode } from '../../contract.ts';
import { element, paragraph, text } from './nodes.ts';

/**
 * Nodes the site must skip or neutralise (AB-02): an unknown tag, a CMS comment, a script, a
 * style sheet, an unknown node kind, and a link whose href runs JavaScript.
 */
export function plantedNodes(): StoryNode[] {
  return [
    { node: 'element', tag: 'marquee', child: [text('Markets are open. Live prices below.')] },
    { node: 'comment', text: ' legacy CMS: ad slot 3 was here ' },
    {
      node: 'element',
      tag: 'script',
      attr: { type: 'text/javascript' },
      child: [text("document.cookie = 'tracked=1'; alert('injected');")],
    },
    { node: 'element', tag: 'style', child: [text('p { color: red !important; }')] },
    { node: 'cdata', text: '<widget id="ticker"/>' },
    { node: 'element', tag: 'customwidget', attr: { type: 'stock-ticker', symbols: 'NIFTY,SENSEX' } },
    paragraph(
      text('For the full list of stocks, '),
      element('a', [text('click here')], { href: 'javascript:alert(document.cookie)' }),
      text('.'),
    ),
  ];
}
