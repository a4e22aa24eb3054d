/**
 * The group of the sections whose changes ask for the current password: they open one at a time
 * (decision 337), so a screen never shows two such fields for unrelated changes.
 */
export const PASSWORD_CHANGES = 'password-changes';
