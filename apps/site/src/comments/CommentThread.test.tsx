import type { Comment } from '@newsroom/machines';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CommentThread } from './CommentThread.tsx';

// Hardening 15: on the /opinions page a reader's name and text are isolated, so a direction
// control in them (stored before names refused them, or allowed in text) stays inside them.

function comment(id: string, name: string, text: string, children: Comment[] = []): Comment {
  return {
    _id: id,
    A_D_N: name,
    C_D: '2026-11-22T19:46:49+05:30',
    C_T: text,
    PIU: null,
    user_reward: { statusPoints: 0 },
    AC_A_C: 0,
    AC_D_C: 0,
    CHILD: children,
  };
}

describe('CommentThread', () => {
  it('isolates names (<bdi>) and text (dir="auto"), replies included', () => {
    const html = renderToStaticMarkup(
      <CommentThread
        comments={[comment('1', 'Asha\u202E', 'gnirts \u202Ereversed', [comment('2', 'Ravi', 'مرحبا')])]}
      />,
    );
    const names = [...html.matchAll(/<(\w+) class="comment__author">([^<]*)<\/\1>/g)];
    expect(names.map(([, tag, name]) => [tag, name])).toEqual([
      ['bdi', 'Asha\u202E'],
      ['bdi', 'Ravi'],
    ]);
    const texts = [...html.matchAll(/<p class="comment__text"([^>]*)>/g)];
    expect(texts.map(([, attributes]) => attributes)).toEqual([' dir="auto"', ' dir="auto"']);
  });
});
