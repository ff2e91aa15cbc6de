import type { FontSize as FontSizeValue } from '@newsroom/machines';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FontSize } from './FontSize.tsx';

// AR-10: the control server-renders (this runs in Node: no window, no document, no storage).

interface ControlProps {
  initial?: FontSizeValue;
  onApply?: (size: FontSizeValue) => void;
  onPersist?: (size: FontSizeValue) => void;
}

function Control(props: ControlProps) {
  return (
    <FontSize.Root {...props}>
      <FontSize.Decrease aria-label="Smaller text">A−</FontSize.Decrease>
      <FontSize.Group aria-label="Text size">
        <FontSize.Option value="small">Small</FontSize.Option>
        <FontSize.Option value="medium">Medium</FontSize.Option>
        <FontSize.Option value="large">Large</FontSize.Option>
      </FontSize.Group>
      <FontSize.Increase aria-label="Larger text">A+</FontSize.Increase>
    </FontSize.Root>
  );
}

/** The opening tags of `tag` in server HTML, as attribute maps (enough for React's own output). */
function tags(html: string, tag: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map(([, attrs = '']) =>
    Object.fromEntries(
      [...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]),
    ),
  );
}

const radios = (html: string) => tags(html, 'button').filter((b) => b.role === 'radio');
const button = (html: string, label: string) => tags(html, 'button').find((b) => b['aria-label'] === label);

describe('AR-10 FontSize server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders a labelled radio group, medium checked by default and the only tab stop', () => {
    const html = renderToString(<Control />);
    expect(tags(html, 'div')[1]).toEqual({
      'aria-label': 'Text size',
      role: 'radiogroup',
      'data-state': 'medium',
    });
    expect(radios(html)).toEqual([
      {
        type: 'button',
        role: 'radio',
        'aria-checked': 'false',
        'data-state': 'unchecked',
        'data-value': 'small',
        tabindex: '-1',
      },
      {
        type: 'button',
        role: 'radio',
        'aria-checked': 'true',
        'data-state': 'checked',
        'data-value': 'medium',
        tabindex: '0',
      },
      {
        type: 'button',
        role: 'radio',
        'aria-checked': 'false',
        'data-state': 'unchecked',
        'data-value': 'large',
        tabindex: '-1',
      },
    ]);
  });

  it.each(['small', 'medium', 'large'] as const)(
    'renders %s checked when it is the initial size',
    (initial) => {
      const html = renderToString(<Control initial={initial} />);
      expect(radios(html).filter((r) => r['aria-checked'] === 'true')).toMatchObject([
        { 'data-value': initial },
      ]);
      expect(tags(html, 'div')[0]).toEqual({ 'data-state': initial });
    },
  );

  it.each([
    ['small', { 'aria-disabled': 'true', 'data-disabled': '' }, {}],
    ['medium', {}, {}],
    ['large', {}, { 'aria-disabled': 'true', 'data-disabled': '' }],
  ] as const)(
    'marks the stepper at its bound when %s (aria-disabled, still focusable)',
    (initial, smaller, larger) => {
      const html = renderToString(<Control initial={initial} />);
      expect(button(html, 'Smaller text')).toEqual({
        'aria-label': 'Smaller text',
        type: 'button',
        ...smaller,
      });
      expect(button(html, 'Larger text')).toEqual({ 'aria-label': 'Larger text', type: 'button', ...larger });
    },
  );

  it('falls back to medium for an invalid initial (a tampered serialised prop)', () => {
    const html = renderToString(<Control initial={'huge' as FontSizeValue} />);
    expect(radios(html).find((r) => r['aria-checked'] === 'true')?.['data-value']).toBe('medium');
  });

  it('calls neither callback while rendering', () => {
    const onApply = vi.fn();
    const onPersist = vi.fn();
    renderToString(<Control initial="large" onApply={onApply} onPersist={onPersist} />);
    expect(onApply).not.toHaveBeenCalled();
    expect(onPersist).not.toHaveBeenCalled();
  });

  it('refuses parts outside a Root', () => {
    expect(() => renderToString(<FontSize.Option value="small">Small</FontSize.Option>)).toThrow(
      '<FontSize.Option> must be rendered inside <FontSize.Root>.',
    );
  });
});
