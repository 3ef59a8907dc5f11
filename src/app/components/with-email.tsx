/** A text with its {email} placeholder as a mailto link (the support address on buyer pages). */
export function withEmail(text: string, email: string): React.ReactNode {
  const [before, after = ''] = text.split('{email}');
  return (
    <>
      {before}
      <a href={`mailto:${email}`} className="font-semibold text-wine underline underline-offset-2">
        {email}
      </a>
      {after}
    </>
  );
}
