import { z } from 'zod';
import { hydrationModes } from '../islands/marker.ts';
import { OPERATORS, WEEKDAYS } from './condition.ts';
import { describeType, fields } from './fields.ts';
import { CONDITION_LIMITS, LAYOUT_LIMITS } from './limits.ts';
import { pageKinds, regionNames } from './pageKinds.ts';
import { NAME_PATTERN } from './schema.ts';
import type { WidgetContract } from './widget.ts';

type JsonSchema = Record<string, unknown>;

/**
 * The layout language as JSON Schema (draft-07), for editors' completion and inline errors:
 * generated from each widget's zod props schema and from the field catalogue, so it cannot
 * drift from what the server accepts (a test compares it with the committed file).
 */
export function layoutJsonSchema(widgets: readonly WidgetContract[]): JsonSchema {
  const id = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,59}$' };
  const slots = widgets.map((widget) => ({
    type: 'object',
    title: widget.id,
    description: widget.description,
    additionalProperties: false,
    required: ['widget'],
    properties: {
      widget: { const: widget.id, description: widget.description },
      props: propsSchema(widget),
      when: { $ref: '#/definitions/condition', description: 'Show this slot only when the condition holds.' },
      // A static widget has no island to wake (the layout check's fault too).
      hydrate:
        widget.hydrate === 'none'
          ? { enum: ['none'], description: 'A static widget: it has no island, so only "none".' }
          : {
              enum: [...hydrationModes, 'none'],
              description: `Override the widget's hydration trigger (its own is "${widget.hydrate}").`,
            },
      id: { ...id, description: 'A stable name for this slot, unique in the file.' },
      at: {
        type: 'integer',
        minimum: 1,
        maximum: LAYOUT_LIMITS.insertIndex,
        description: 'Inserts only: the paragraph break index this widget goes after (layouts/README.md).',
      },
    },
  }));
  const use = {
    type: 'object',
    title: 'use a fragment',
    description: 'The slots of a named fragment (top-level "fragments"), in their order.',
    additionalProperties: false,
    required: ['use'],
    properties: {
      use: {
        type: 'string',
        pattern: NAME_PATTERN.source,
        description: 'A fragment named in "fragments", above any fragment that uses it.',
      },
      when: {
        $ref: '#/definitions/condition',
        description: "Show the fragment's slots only when the condition holds (with each slot's own).",
      },
    },
  };
  const fieldNames = Object.keys(fields);
  const operand = { type: ['string', 'number', 'boolean'] };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://newsroom.local/layouts/schema/layout.schema.json',
    title: 'Page layout',
    description: 'Which widgets appear where on one page kind. See layouts/README.md.',
    type: 'object',
    additionalProperties: false,
    required: ['page', 'regions'],
    properties: {
      $schema: { type: 'string' },
      description: { type: 'string', maxLength: 2000, description: 'A note for other editors.' },
      page: { enum: [...pageKinds], description: 'The page kind this file lays out (one file per kind).' },
      conditions: {
        type: 'object',
        description: 'Named conditions, used in "when" as {"ref": "name"}; each may use those above it.',
        propertyNames: { pattern: NAME_PATTERN.source },
        additionalProperties: { $ref: '#/definitions/condition' },
      },
      fragments: {
        type: 'object',
        description:
          'Named lists of slots, written once and used in any list as {"use": "name"}; each may use those above it.',
        maxProperties: LAYOUT_LIMITS.fragments,
        propertyNames: { pattern: NAME_PATTERN.source },
        additionalProperties: { $ref: '#/definitions/slots' },
      },
      regions: {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(regionNames.map((name) => [name, { $ref: '#/definitions/region' }])),
      },
    },
    definitions: {
      slot: { oneOf: slots },
      use,
      slots: {
        type: 'array',
        maxItems: LAYOUT_LIMITS.slotsPerRegion,
        items: { oneOf: [{ $ref: '#/definitions/slot' }, { $ref: '#/definitions/use' }] },
      },
      region: {
        oneOf: [
          { $ref: '#/definitions/slots', description: 'Slots in order.' },
          {
            type: 'object',
            description:
              'Variants: the first whose "when" holds is used; the last, without "when", is the default.',
            additionalProperties: false,
            required: ['variants'],
            properties: {
              variants: {
                type: 'array',
                minItems: 1,
                maxItems: LAYOUT_LIMITS.variantsPerRegion,
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['name', 'slots'],
                  properties: {
                    name: id,
                    when: { $ref: '#/definitions/condition' },
                    slots: { $ref: '#/definitions/slots' },
                  },
                },
              },
            },
          },
        ],
      },
      condition: {
        description: `A rule on the page context. At most ${CONDITION_LIMITS.depth} levels and ${CONDITION_LIMITS.nodes} parts.`,
        oneOf: [
          group('all', 'True when every condition in the list holds.'),
          group('any', 'True when at least one condition in the list holds.'),
          {
            type: 'object',
            additionalProperties: false,
            required: ['not'],
            properties: {
              not: { $ref: '#/definitions/condition', description: 'True when the condition does not hold.' },
            },
          },
          {
            type: 'object',
            description: 'Compares one context field with a value: "field" and exactly one operator.',
            additionalProperties: false,
            required: ['field'],
            minProperties: 2,
            maxProperties: 2,
            properties: {
              field: {
                anyOf: [
                  { enum: fieldNames },
                  {
                    type: 'string',
                    pattern: '^url\\.query\\.[A-Za-z0-9_-]{1,40}$',
                    description: 'A URL query parameter.',
                  },
                ],
                markdownEnumDescriptions: fieldNames.map(
                  (name) => `${fields[name]!.description} (${describeType(fields[name]!.type)})`,
                ),
              },
              eq: { ...operand, description: 'equals' },
              ne: { ...operand, description: 'does not equal' },
              in: {
                type: 'array',
                minItems: 1,
                maxItems: CONDITION_LIMITS.listItems,
                description: 'is one of',
              },
              gt: { type: 'number', description: 'greater than' },
              gte: { type: 'number', description: 'greater than or equal to' },
              lt: { type: 'number', description: 'less than' },
              lte: { type: 'number', description: 'less than or equal to' },
              matches: {
                type: 'string',
                maxLength: CONDITION_LIMITS.patternLength,
                description: 'matches the regular expression (case-insensitive)',
              },
            },
          },
          {
            type: 'object',
            additionalProperties: false,
            required: ['hours'],
            properties: {
              hours: {
                type: 'array',
                minItems: 1,
                maxItems: 24,
                description: 'India-time hour windows, both ends included; from > to wraps midnight.',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['from', 'to'],
                  properties: {
                    from: { type: 'integer', minimum: 0, maximum: 23 },
                    to: { type: 'integer', minimum: 0, maximum: 23 },
                  },
                },
              },
            },
          },
          {
            type: 'object',
            additionalProperties: false,
            required: ['ref'],
            properties: { ref: { type: 'string', description: 'A condition named in "conditions".' } },
          },
          {
            type: 'object',
            additionalProperties: false,
            required: ['weekdays'],
            properties: {
              weekdays: {
                type: 'array',
                minItems: 1,
                items: { enum: [...WEEKDAYS] },
                description: 'India-time weekdays.',
              },
            },
          },
        ],
      },
    },
    // Keep the operator list visible to readers of the schema file.
    $comment: `operators: ${OPERATORS.join(', ')}`,
  };
}

function group(kind: 'all' | 'any', description: string): JsonSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required: [kind],
    properties: {
      [kind]: { type: 'array', minItems: 1, items: { $ref: '#/definitions/condition' }, description },
    },
  };
}

function propsSchema(widget: WidgetContract): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(widget.props, {
    target: 'draft-7',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return { ...schema, description: `Settings of ${widget.id}.` };
}
