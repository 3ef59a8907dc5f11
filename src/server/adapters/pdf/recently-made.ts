/**
 * The last `limit` values made, by key: asked again, a key gets the value (or the promise of it)
 * already made, and counts as used most recently; one that failed is forgotten, so the next ask
 * makes it again.
 */
export function recentlyMade<V>(limit: number) {
  const made = new Map<string, Promise<V>>();
  return (key: string, make: () => Promise<V>): Promise<V> => {
    let found = made.get(key);
    if (found) {
      made.delete(key);
    } else {
      const making = make();
      making.catch(() => {
        if (made.get(key) === making) made.delete(key);
      });
      found = making;
    }
    made.set(key, found);
    if (made.size > limit) made.delete(made.keys().next().value!);
    return found;
  };
}
