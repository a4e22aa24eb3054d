import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/connect';
import type { AuthServices } from '../auth/auth-services';
import type { ListChangeBus } from '../lists/live/list-change-bus';
import type { TitleNamesReader } from '../lists/title-names-reader';
import { TrackedTitleStore } from '../lists/tracked-title-store';
import { StatsAnswers } from './stats-answers';
import { StatsInputs } from './stats-inputs';
import { statsRoutes } from './stats-routes';

/** The stats feature: read-only figures drawn from the lists' titles and progress history. */
export function registerStats(
  app: FastifyInstance,
  input: {
    database: AppDatabase;
    services: AuthServices;
    bus: ListChangeBus;
    /** The lists' names by kind, which name the titles most watched. */
    names: TitleNamesReader;
  },
): void {
  const store = new TrackedTitleStore(input.database, () => input.services.clock.now());
  const answers = new StatsAnswers(store, new StatsInputs(store, input.bus), input.names);
  statsRoutes(app, { services: input.services, answers });
}
