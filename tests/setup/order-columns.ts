/** The columns the order list shows, most useful first: the x-columns of ebook_purchases. */
export const ORDER_LIST_COLUMNS = [
  'id',
  'created_at',
  'status',
  'amount',
  'download_count',
  'delivery_failed_at',
  'email',
  'language',
  'name',
];
