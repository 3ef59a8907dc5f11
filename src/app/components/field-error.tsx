/** The message under a field, tied to it by id through aria-describedby. */
export function FieldError({
  id,
  testId,
  message,
}: {
  id: string;
  testId: string;
  message: string | null;
}) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-semibold text-red-800" data-testid={testId}>
      {message}
    </p>
  );
}
