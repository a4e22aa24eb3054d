/** A row shows a taste; its "See all" has the rest. */
export const RAIL_SIZE = 12;

/** The cards of a rail a phone shows before scrolling it sideways (two and a part at 360 px). */
export const RAIL_FIRST_SCREEN = 3;
