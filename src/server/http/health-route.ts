/** The liveness probe's route, which the key check and the turn gate both let through at once. */
export const HEALTH_ROUTE = '/api/health';
