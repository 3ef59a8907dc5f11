/**
 * A table's column headings, one `th scope="col"` each. className is the same for every
 * heading, or given per column (by its index) where the first column aligns otherwise.
 */
export function ColumnHeadings({
  headings,
  className,
}: {
  headings: readonly React.ReactNode[];
  className: string | ((index: number) => string);
}) {
  return headings.map((heading, i) => (
    <th key={i} scope="col" className={typeof className === 'string' ? className : className(i)}>
      {heading}
    </th>
  ));
}
