/**
 * A refusal the form shows as a whole, above its fields (no field to show it on):
 * announced at once, a title then the text, the same way in every form.
 */
export function FormFailure({ title, message }: { title: string; message: string }) {
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{title}</p>
      <p>{message}</p>
    </div>
  );
}
