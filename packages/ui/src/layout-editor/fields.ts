// The editor forms' vocabulary: the fields a widget's contract makes and the values they hold.
// Its own module, so the forms that use it import it and not each other.

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

/** What the reader of a form typed or chose, by field name. */
export type FormValues = Record<string, string | boolean>;
