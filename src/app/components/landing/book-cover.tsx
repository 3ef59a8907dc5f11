/** The cover of the book, drawn at its 3:4 size. */
export function BookCover({
  src,
  alt,
  className,
  loading,
  fetchPriority,
}: {
  src: string;
  alt: string;
  className: string;
  loading?: 'lazy';
  fetchPriority?: 'high';
}) {
  return (
    <img
      src={src}
      alt={alt}
      width="600"
      height="800"
      loading={loading}
      className={className}
      fetchPriority={fetchPriority}
    />
  );
}
