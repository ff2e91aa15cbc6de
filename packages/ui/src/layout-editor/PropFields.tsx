import type { FormValues, WidgetFormField } from './fields.ts';

export interface PropFieldsProps {
  /** Prefix of the fields' ids (a `useId` of the form). */
  idPrefix: string;
  fields: readonly WidgetFormField[];
  values: FormValues;
  /** Refused settings by field name, each shown beside its field. */
  refusals: Readonly<Record<string, string>>;
  onChange(name: string, value: string | boolean): void;
}

/**
 * ED-04: a widget's settings as fields (made from its contract): choices as selects, flags as
 * checkboxes, numbers as number fields, lists and objects as JSON; each with its description and,
 * when refused, the refusal in words beside it (`aria-invalid`, read with the field). The add
 * form and the form of a placed slot both use these.
 */
export function PropFields({ idPrefix, fields, values, refusals, onChange }: PropFieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <PropInput
          key={field.name}
          id={`${idPrefix}-prop-${field.name}`}
          field={field}
          value={values[field.name]}
          refusal={refusals[field.name]}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
    </>
  );
}

function PropInput(props: {
  id: string;
  field: WidgetFormField;
  value: string | boolean | undefined;
  refusal: string | undefined;
  onChange(value: string | boolean): void;
}) {
  const { id, field, value, refusal } = props;
  const help = field.description ? (
    <small id={`${id}-help`} className="field-help">
      {field.description}
    </small>
  ) : null;
  const problem = refusal ? (
    <span id={`${id}-refusal`} className="field-error">
      {refusal}
    </span>
  ) : null;
  const described =
    [refusal ? `${id}-refusal` : '', field.description ? `${id}-help` : ''].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    'aria-describedby': described,
    'aria-invalid': refusal ? ('true' as const) : undefined,
  };
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'flag')
    return (
      <p className="prop-field" data-kind="flag" data-invalid={refusal ? 'true' : undefined}>
        <input
          {...common}
          type="checkbox"
          checked={value === true}
          onChange={(event) => props.onChange(event.target.checked)}
        />{' '}
        <label htmlFor={id}>{field.name}</label>
        {problem}
        {help}
      </p>
    );
  return (
    <p className="prop-field" data-kind={field.kind} data-invalid={refusal ? 'true' : undefined}>
      <label htmlFor={id}>
        {field.name}
        {field.required ? ' (required)' : ''}
      </label>
      {field.kind === 'choice' ? (
        <select {...common} value={text} onChange={(event) => props.onChange(event.target.value)}>
          {field.required ? null : <option value="">(default)</option>}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.kind === 'json' ? (
        <textarea
          {...common}
          rows={2}
          value={text}
          spellCheck={false}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={field.kind === 'number' ? 'number' : 'text'}
          inputMode={field.kind === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined}
          min={field.kind === 'number' ? field.min : undefined}
          max={field.kind === 'number' ? field.max : undefined}
          maxLength={field.kind === 'text' ? field.maxLength : undefined}
          value={text}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {problem}
      {help}
    </p>
  );
}
