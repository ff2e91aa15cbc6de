import { z } from 'zod';
import type { WidgetContract } from '../layout/widget.ts';

/**
 * ED-04: a widget's props as form fields, generated from its zod contract (the same schema the
 * layout check uses), so the editor's form cannot offer what the check refuses or miss what it
 * takes. Each field carries the contract's own description and default.
 */
export type PropField =
  | (FieldBase & { kind: 'choice'; options: readonly string[]; fallback?: string })
  | (FieldBase & { kind: 'flag'; fallback?: boolean })
  | (FieldBase & { kind: 'number'; integer: boolean; min?: number; max?: number; fallback?: number })
  | (FieldBase & { kind: 'text'; maxLength?: number; fallback?: string })
  /** Lists, objects and the rest: typed as JSON. */
  | (FieldBase & { kind: 'json'; fallback?: unknown });

interface FieldBase {
  name: string;
  description: string;
  required: boolean;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
};

export function propFields(widget: WidgetContract): PropField[] {
  const schema = z.toJSONSchema(widget.props, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name)),
  );
}

function fieldOf(name: string, property: JsonSchema, required: boolean): PropField {
  const base = { name, description: property.description ?? '', required };
  const fallback = property.default;
  const has = (value: unknown) => value !== undefined;
  if (property.enum?.every((option) => typeof option === 'string'))
    return {
      ...base,
      kind: 'choice',
      options: property.enum as string[],
      ...(typeof fallback === 'string' ? { fallback } : {}),
    };
  if (property.type === 'boolean')
    return { ...base, kind: 'flag', ...(typeof fallback === 'boolean' ? { fallback } : {}) };
  if (property.type === 'integer' || property.type === 'number')
    return {
      ...base,
      kind: 'number',
      integer: property.type === 'integer',
      ...(has(property.minimum) ? { min: property.minimum } : {}),
      ...(has(property.maximum) ? { max: property.maximum } : {}),
      ...(typeof fallback === 'number' ? { fallback } : {}),
    };
  if (property.type === 'string')
    return {
      ...base,
      kind: 'text',
      ...(has(property.maxLength) ? { maxLength: property.maxLength } : {}),
      ...(typeof fallback === 'string' ? { fallback } : {}),
    };
  return { ...base, kind: 'json', ...(has(fallback) ? { fallback } : {}) };
}

/**
 * The props a form's typed values make: an empty optional field is left out (the widget's
 * default applies); numbers and JSON are read as such, and what cannot be read is kept as the
 * text, so the layout check names the field rather than the form losing it.
 */
export function propsFromForm(fields: readonly PropField[], values: Record<string, string | boolean>) {
  const props: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'flag') {
      if (typeof value === 'boolean' && value !== field.fallback) props[field.name] = value;
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (field.kind === 'number') props[field.name] = Number.isFinite(Number(value)) ? Number(value) : value;
    else if (field.kind === 'json') props[field.name] = readJson(value);
    else props[field.name] = value;
  }
  return props;
}

/** A form's starting values: each field's default, as the form types it. */
export function formDefaults(fields: readonly PropField[]): Record<string, string | boolean> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === 'flag'
        ? (field.fallback ?? false)
        : field.fallback === undefined
          ? ''
          : field.kind === 'json'
            ? JSON.stringify(field.fallback)
            : String(field.fallback),
    ]),
  );
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The form's values for props already written (editing a placed slot): each written prop as the
 * form types it, the default for the rest, so the form looks as the add form does.
 */
export function formValuesOf(
  fields: readonly PropField[],
  props: Readonly<Record<string, unknown>>,
): Record<string, string | boolean> {
  const defaults = formDefaults(fields);
  return Object.fromEntries(
    fields.map((field) => {
      const value = props[field.name];
      if (value === undefined) return [field.name, defaults[field.name] ?? ''];
      if (field.kind === 'flag') return [field.name, value === true];
      if (field.kind === 'json' || typeof value !== 'string')
        return [field.name, typeof value === 'string' ? value : JSON.stringify(value)];
      return [field.name, value];
    }),
  );
}

/**
 * The props an edited form makes for a placed slot: as `propsFromForm`, but a prop the slot did
 * not write stays unwritten while it holds its default, so opening and applying the form changes
 * nothing in the file.
 */
export function editedProps(
  fields: readonly PropField[],
  values: Record<string, string | boolean>,
  written: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const props = propsFromForm(fields, values);
  for (const field of fields) {
    if (field.name in written || !(field.name in props)) continue;
    if (JSON.stringify(props[field.name]) === JSON.stringify(field.fallback)) delete props[field.name];
  }
  return props;
}

/**
 * Each refused setting with the widget's own message, by field name, as the layout check names
 * it at `…props.{field}` (`Too big: expected number to be <=10`); a refusal of the props as a
 * whole is under ''. Empty: the widget takes them.
 */
export function propRefusals(
  widget: WidgetContract,
  props: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const parsed = widget.props.safeParse(props);
  if (parsed.success) return {};
  const refusals: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    refusals[field] ??= issue.message;
  }
  return refusals;
}
