import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { FormValues, WidgetFormField } from './fields.ts';
import { PropFields } from './PropFields.tsx';

/** A placed slot's settings as the editor edits them (ED-04). */
export interface SlotSettings {
  /** The widget's fields, made from its contract (as the add form's). */
  fields: readonly WidgetFormField[];
  /** The form filled from the slot's props (the defaults for props it does not write). */
  values: FormValues;
  /** The widget's refusals of these values, by field name ('' the settings as a whole). */
  refusalsOf(values: FormValues): Readonly<Record<string, string>>;
}

export interface SlotSettingsFormProps {
  /** The slot, as the list names it: `most-popular #sidebar-popular`. */
  label: string;
  settings: SlotSettings;
  onApply(values: FormValues): void;
  onCancel(): void;
}

/**
 * ED-04: edits a placed slot's settings in place, with the same fields as the add form, filled
 * with its props. Apply checks them against the widget first: a refused setting is named beside
 * its field in the widget's own words (as the layout check names it), the first refused field
 * takes the focus, and nothing changes until every field is taken. Escape or Cancel closes it.
 */
export function SlotSettingsForm({ label, settings, onApply, onCancel }: SlotSettingsFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(settings.values);
  // After a refused Apply every refusal shows, and follows the editor's typing from then on.
  const [tried, setTried] = useState(false);
  const [focusRefused, setFocusRefused] = useState(false);
  const refusals = tried ? settings.refusalsOf(values) : {};
  const general = refusals[''];

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  useEffect(() => {
    if (!focusRefused) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    setFocusRefused(false);
  }, [focusRefused]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(settings.refusalsOf(values)).length === 0) {
      onApply(values);
      return;
    }
    setTried(true);
    setFocusRefused(true);
  };
  return (
    <form
      ref={form}
      className="slot-item__settings"
      onSubmit={apply}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      noValidate
      aria-labelledby={`${id}-heading`}
      data-state={Object.keys(refusals).length > 0 ? 'refused' : 'editing'}
    >
      <h4 id={`${id}-heading`}>Settings of {label}</h4>
      <PropFields
        idPrefix={id}
        fields={settings.fields}
        values={values}
        refusals={refusals}
        onChange={(name, value) => setValues({ ...values, [name]: value })}
      />
      {general ? (
        <p className="field-error" role="alert">
          {general}
        </p>
      ) : null}
      <span className="slot-item__tools">
        <button type="submit">Apply settings</button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </span>
    </form>
  );
}
