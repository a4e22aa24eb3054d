/** A bare account row, for tests that write to the database below the app. */
export function userRow(id: string) {
  return { id, email: `${id}@example.com`, username: id, created_at: 1, updated_at: 1 };
}
