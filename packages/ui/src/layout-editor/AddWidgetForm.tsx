import { type FormEvent, useId, useState } from 'react';

/** A form field made from a widget's zod contract (packages/composer propFields). */
export type WidgetFormField =
  | (FieldBase & { kind: 'choice'; options: readonly string[] })
  | (FieldBase & { kind: 'flag' })
  | (FieldBase & { kind: 'number'; integer: boolean; min?: number; max?: number })
  | (FieldBase & { kind: 'text'; maxLength?: number })
  | (FieldBase & { kind: 'json' });

interface FieldBase {
  name: string;
  description: string;
  required: boolean;
}

export interface WidgetChoice {
  id: string;
  description: string;
  fields: readonly WidgetFormField[];
  /** The form's starting values: each field's default. */
  defaults: Readonly<Record<string, string | boolean>>;
}

export type FormValues = Record<string, string | boolean>;

export interface AddWidgetFormProps {
  widgets: readonly WidgetChoice[];
  /** The lists a widget may go into, by label. */
  lists: readonly string[];
  onAdd(list: number, widget: string, values: FormValues): void;
}

/**
 * ED-04: adds a widget from the registry to a list, with a form generated from its contract:
 * every prop with its description, its default filled in; choices as selects, flags as
 * checkboxes, numbers as number fields, lists and objects as JSON. Nothing is checked here: the
 * layout check names a wrong value at its path when the layout is saved.
 */
export function AddWidgetForm({ widgets, lists, onAdd }: AddWidgetFormProps) {
  const id = useId();
  const [list, setList] = useState(0);
  const [widgetId, setWidgetId] = useState(widgets[0]?.id ?? '');
  const widget = widgets.find((each) => each.id === widgetId);
  const [values, setValues] = useState<FormValues>(widget?.defaults ?? {});
  const choose = (next: string) => {
    setWidgetId(next);
    setValues(widgets.find((each) => each.id === next)?.defaults ?? {});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (widget) onAdd(list, widget.id, values);
  };
  return (
    <form className="add-widget" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Add a widget</h3>
      <p>
        <label htmlFor={`${id}-list`}>To the list</label>
        <select id={`${id}-list`} value={list} onChange={(event) => setList(Number(event.target.value))}>
          {lists.map((label, index) => (
            <option key={label} value={index}>
              {label}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-widget`}>Widget</label>
        <select id={`${id}-widget`} value={widgetId} onChange={(event) => choose(event.target.value)}>
          {widgets.map((each) => (
            <option key={each.id} value={each.id}>
              {each.id}
            </option>
          ))}
        </select>
        {widget ? <small className="field-help">{widget.description}</small> : null}
      </p>
      {widget && widget.fields.length === 0 ? <p>This widget has no settings.</p> : null}
      {widget?.fields.map((field) => (
        <PropInput
          key={`${widget.id}.${field.name}`}
          id={`${id}-prop-${field.name}`}
          field={field}
          value={values[field.name]}
          onChange={(value) => setValues({ ...values, [field.name]: value })}
        />
      ))}
      <button type="submit">Add {widget?.id ?? 'widget'}</button>
    </form>
  );
}

function PropInput(props: {
  id: string;
  field: WidgetFormField;
  value: string | boolean | undefined;
  onChange(value: string | boolean): void;
}) {
  const { id, field, value } = props;
  const help = field.description ? (
    <small id={`${id}-help`} className="field-help">
      {field.description}
    </small>
  ) : null;
  const described = field.description ? `${id}-help` : undefined;
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'flag')
    return (
      <p className="prop-field" data-kind="flag">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-describedby={described}
          onChange={(event) => props.onChange(event.target.checked)}
        />{' '}
        <label htmlFor={id}>{field.name}</label>
        {help}
      </p>
    );
  return (
    <p className="prop-field" data-kind={field.kind}>
      <label htmlFor={id}>
        {field.name}
        {field.required ? ' (required)' : ''}
      </label>
      {field.kind === 'choice' ? (
        <select
          id={id}
          value={text}
          aria-describedby={described}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {field.required ? null : <option value="">(default)</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.kind === 'json' ? (
        <textarea
          id={id}
          rows={2}
          value={text}
          spellCheck={false}
          aria-describedby={described}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          type={field.kind === 'number' ? 'number' : 'text'}
          inputMode={field.kind === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined}
          min={field.kind === 'number' ? field.min : undefined}
          max={field.kind === 'number' ? field.max : undefined}
          maxLength={field.kind === 'text' ? field.maxLength : undefined}
          value={text}
          aria-describedby={described}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {help}
    </p>
  );
}
