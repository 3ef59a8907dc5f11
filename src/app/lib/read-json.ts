/** The body of an answer as JSON, or null when it has none or it is not JSON. */
export async function readJson<T>(res: Response): Promise<T | null> {
  try {
    return (await res.json()) as T;
  } catch {
    return null;
  }
}
