import { type FormEvent, useId, useState } from 'react';
import type { FormValues, WidgetFormField } from './fields.ts';
import { PropFields } from './PropFields.tsx';

export interface WidgetChoice {
  id: string;
  description: string;
  fields: readonly WidgetFormField[];
  /** The form's starting values: each field's default. */
  defaults: Readonly<Record<string, string | boolean>>;
}

export interface AddWidgetFormProps {
  widgets: readonly WidgetChoice[];
  /** The lists a widget may go into, by label. */
  lists: readonly string[];
  onAdd(list: number, widget: string, values: FormValues): void;
  /** The widget's refusals of these values, by field name (the contract's own messages). */
  refusalsOf?(widget: string, values: FormValues): Readonly<Record<string, string>>;
}

/**
 * ED-04: adds a widget from the registry to a list, with a form generated from its contract:
 * every prop with its description, its default filled in; choices as selects, flags as
 * checkboxes, numbers as number fields, lists and objects as JSON. A field the editor has changed
 * shows the widget's refusal beside it as they type; the widget is added all the same (often
 * before its values are known), and the layout check names a wrong value at its path when the
 * layout is saved, until it is fixed in place.
 */
export function AddWidgetForm({ widgets, lists, onAdd, refusalsOf }: AddWidgetFormProps) {
  const id = useId();
  const [list, setList] = useState(0);
  const [widgetId, setWidgetId] = useState(widgets[0]?.id ?? '');
  const widget = widgets.find((each) => each.id === widgetId);
  const [values, setValues] = useState<FormValues>(widget?.defaults ?? {});
  // Refusals show for the fields the editor has changed: an untouched default is not their doing.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const choose = (next: string) => {
    setWidgetId(next);
    setValues(widgets.find((each) => each.id === next)?.defaults ?? {});
    setTouched(new Set());
  };
  const refusals = widget && refusalsOf ? refusalsOf(widget.id, values) : {};
  const shown = Object.fromEntries(Object.entries(refusals).filter(([name]) => touched.has(name)));
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
      {widget ? (
        <PropFields
          key={widget.id}
          idPrefix={id}
          fields={widget.fields}
          values={values}
          refusals={shown}
          onChange={(name, value) => {
            setValues({ ...values, [name]: value });
            setTouched(new Set(touched).add(name));
          }}
        />
      ) : null}
      <button type="submit">Add {widget?.id ?? 'widget'}</button>
    </form>
  );
}
