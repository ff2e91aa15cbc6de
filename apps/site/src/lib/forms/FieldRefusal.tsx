import type { FormRefusal } from './form.ts';

/** The refusal's words when it names `field`, else null (for `aria-invalid` and the message). */
export function refusalFor(refusal: FormRefusal | null | undefined, field: string | null): string | null {
  return refusal && refusal.field === field ? refusal.message : null;
}

/**
 * A refusal next to the field it names (`field`), or the form's own (`field` null), as an alert;
 * nothing when the refusal is another field's. Give the field `aria-describedby={id}`.
 */
export function FieldRefusal({
  refusal,
  field,
  id,
  className = 'form-refusal',
}: {
  refusal: FormRefusal | null | undefined;
  field: string | null;
  id?: string;
  className?: string;
}) {
  const message = refusalFor(refusal, field);
  if (message === null) return null;
  return (
    <p className={className} id={id} role="alert" data-field={field ?? undefined}>
      {message}
    </p>
  );
}
