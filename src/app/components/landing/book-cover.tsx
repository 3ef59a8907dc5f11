import type { LandingSectionProps } from './section-props';

/** The product's cover, drawn at its 3:4 size, with the copy's description of it. */
export function BookCover({
  product,
  copy,
  className,
  loading,
  fetchPriority,
}: Pick<LandingSectionProps, 'product' | 'copy'> & {
  className: string;
  loading?: 'lazy';
  fetchPriority?: 'high';
}) {
  return (
    <img
      src={product.photo}
      alt={copy.hero.coverAlt}
      width="600"
      height="800"
      loading={loading}
      className={className}
      fetchPriority={fetchPriority}
    />
  );
}
