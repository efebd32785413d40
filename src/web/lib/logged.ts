// A list that fails to load on an admin screen is only logged, never toasted.
export async function logged<T>(what: string, load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    console.error(`Failed to load ${what}`, err);
    throw err;
  }
}
