import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addItem,
  faultsOfItem,
  itemLabel,
  moveItem,
  removeItem,
  setProps,
  setWhen,
  slotLists,
  slotSettings,
} from './edits.ts';
import { formatLayout } from './format.ts';
import {
  editedProps,
  formDefaults,
  formValuesOf,
  propFields,
  propRefusals,
  propsFromForm,
} from './propFields.ts';

const document = {
  page: 'article',
  fragments: { foot: [{ widget: 'ad-slot' }] },
  regions: {
    toolbar: [{ widget: 'share' }, { widget: 'mail', id: 'mail' }, { use: 'foot' }],
    aside: { variants: [{ name: 'tech', when: { ref: 'x' }, slots: [{ widget: 'poll' }] }] },
  },
};

describe('ED-04 the editor’s edits of a layout document', () => {
  it('lists every list of slots: regions, variants, fragments', () => {
    expect(slotLists(document).map((list) => [list.label, list.path.join('/')])).toEqual([
      ['toolbar', 'regions/toolbar'],
      ['aside · variant tech', 'regions/aside/variants/0/slots'],
      ['fragment foot', 'fragments/foot'],
    ]);
  });

  it('moves, removes, adds and sets conditions without touching the document given', () => {
    const before = JSON.stringify(document);
    const moved = moveItem(document, ['regions', 'toolbar'], 0, 1);
    expect((moved.regions as typeof document.regions).toolbar.map(itemLabel)).toEqual([
      'mail #mail',
      'share',
      'uses foot',
    ]);
    expect(moveItem(document, ['regions', 'toolbar'], 2, 9)).toEqual(document);
    const removed = removeItem(document, ['regions', 'aside', 'variants', 0, 'slots'], 0);
    expect(slotLists(removed)[1]?.items).toEqual([]);
    const added = addItem(document, ['fragments', 'foot'], { widget: 'most-popular' });
    expect(slotLists(added)[2]?.items).toHaveLength(2);
    const when = setWhen(document, ['regions', 'toolbar'], 0, { field: 'reader.geo', eq: 'IN' });
    expect(slotLists(when)[0]?.items[0]).toEqual({
      widget: 'share',
      when: { field: 'reader.geo', eq: 'IN' },
    });
    expect(slotLists(setWhen(when, ['regions', 'toolbar'], 0, undefined))[0]?.items[0]).toEqual({
      widget: 'share',
    });
    expect(JSON.stringify(document)).toBe(before);
  });

  it('sets a placed slot’s props in place, and reads a slot’s widget and props; a use has none', () => {
    const before = JSON.stringify(document);
    const set = setProps(document, ['regions', 'toolbar'], 1, { count: 3 });
    expect(slotLists(set)[0]?.items[1]).toEqual({ widget: 'mail', id: 'mail', props: { count: 3 } });
    expect(slotLists(setProps(set, ['regions', 'toolbar'], 1, {}))[0]?.items[1]).toEqual({
      widget: 'mail',
      id: 'mail',
    });
    // A fragment's use has no props of its own: left as it is.
    expect(setProps(document, ['regions', 'toolbar'], 2, { count: 3 })).toEqual(document);
    expect(slotSettings({ widget: 'mail', props: { count: 3 } })).toEqual({
      widget: 'mail',
      props: { count: 3 },
    });
    expect(slotSettings({ widget: 'share' })).toEqual({ widget: 'share', props: {} });
    expect(slotSettings({ use: 'foot' })).toBeNull();
    expect(slotSettings('junk')).toBeNull();
    expect(JSON.stringify(document)).toBe(before);
  });

  it('gives each fault to the item its path names', () => {
    const faults = [
      { path: 'regions.toolbar[1].props.count' },
      { path: 'regions.toolbar[10].widget' },
      { path: 'regions.toolbar[1]' },
    ];
    expect(faultsOfItem(faults, ['regions', 'toolbar'], 1)).toEqual([faults[0], faults[2]]);
  });
});

describe('ED-04 a widget’s props as form fields, from its zod contract', () => {
  const contract = {
    id: 'demo',
    description: 'Demo',
    hydrate: 'none' as const,
    props: z.strictObject({
      count: z.number().int().min(1).max(10).default(5).describe('How many'),
      pictures: z.enum(['none', 'all']).default('none').describe('Pictures'),
      compact: z.boolean().default(false).describe('Compact'),
      title: z.string().max(60).optional().describe('Heading'),
      ids: z.array(z.string()).default([]).describe('Ids'),
    }),
  };

  it('makes a field of each prop, with its kind, description and default', () => {
    const fields = propFields(contract);
    expect(fields.map((field) => [field.name, field.kind, field.description])).toEqual([
      ['count', 'number', 'How many'],
      ['pictures', 'choice', 'Pictures'],
      ['compact', 'flag', 'Compact'],
      ['title', 'text', 'Heading'],
      ['ids', 'json', 'Ids'],
    ]);
    expect(fields[0]).toMatchObject({ integer: true, min: 1, max: 10, fallback: 5 });
    expect(formDefaults(fields)).toEqual({
      count: '5',
      pictures: 'none',
      compact: false,
      title: '',
      ids: '[]',
    });
  });

  it('reads the form back as props; what cannot be read stays, for the check to name', () => {
    const fields = propFields(contract);
    const props = propsFromForm(fields, {
      count: '99',
      pictures: 'all',
      compact: true,
      title: '',
      ids: '["a"]',
    });
    expect(props).toEqual({ count: 99, pictures: 'all', compact: true, ids: ['a'] });
    expect(contract.props.safeParse(props).success).toBe(false);
    expect(propsFromForm(fields, { count: 'x' })).toEqual({ count: 'x' });
  });
});

describe('ED-04 editing a placed slot’s props with the same form', () => {
  const contract = {
    id: 'demo',
    description: 'Demo',
    hydrate: 'none' as const,
    props: z.strictObject({
      count: z.number().int().min(1).max(10).default(5),
      compact: z.boolean().default(false),
      title: z.string().min(1).max(60),
      ids: z.array(z.string()).optional(),
    }),
  };
  const fields = propFields(contract);

  it('fills the form with the slot’s props, the defaults for the rest', () => {
    expect(formValuesOf(fields, { count: 3, title: 'Most read', ids: ['a'] })).toEqual({
      count: '3',
      compact: false,
      title: 'Most read',
      ids: '["a"]',
    });
    expect(formValuesOf(fields, {})).toEqual({ count: '5', compact: false, title: '', ids: '' });
  });

  it('opened and applied unchanged, writes nothing new; a changed default is written', () => {
    const written = { title: 'Most read' };
    expect(editedProps(fields, formValuesOf(fields, written), written)).toEqual(written);
    expect(editedProps(fields, { ...formValuesOf(fields, written), count: '4' }, written)).toEqual({
      count: 4,
      title: 'Most read',
    });
    // A prop the slot wrote stays written, even at its default.
    expect(
      editedProps(fields, formValuesOf(fields, { count: 5, title: 'x' }), { count: 5, title: 'x' }),
    ).toEqual({
      count: 5,
      title: 'x',
    });
  });

  it('names each refused setting with the message the layout check gives at its path', () => {
    expect(propRefusals(contract, { count: 4, title: 'x' })).toEqual({});
    expect(propRefusals(contract, { count: 99, title: '' })).toEqual({
      count: 'Too big: expected number to be <=10',
      title: 'Too small: expected string to have >=1 characters',
    });
    expect(propRefusals(contract, { count: 'x' })).toMatchObject({
      count: 'Invalid input: expected number, received string',
      title: 'Invalid input: expected string, received undefined',
    });
    expect(propRefusals(contract, { title: 'x', nope: 1 })).toEqual({ '': 'Unrecognized key: "nope"' });
  });
});

describe('ED-04 a saved layout is written as the files are', () => {
  it.each(['article', 'article-premium', 'category'])('layouts/%s.json reads back byte for byte', (name) => {
    const text = readFileSync(new URL(`../../../../layouts/${name}.json`, import.meta.url), 'utf8');
    expect(formatLayout(JSON.parse(text))).toBe(text);
  });
});
