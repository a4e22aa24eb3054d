import type { FastifyInstance } from 'fastify';
import type { AdminCatalogue } from '../../../shared/admin-catalogue';
import type { AuthServices } from '../auth/auth-services';
import { requireAdmin } from './require-admin';

export interface AdminCatalogueRouteInput {
  services: AuthServices;
  status: () => AdminCatalogue;
}

/** GET /api/admin/catalogue: the catalogue's date and source, and how its last update went. */
export function adminCatalogueRoutes(app: FastifyInstance, input: AdminCatalogueRouteInput): void {
  app.get('/api/admin/catalogue', async (request, reply): Promise<AdminCatalogue> => {
    await requireAdmin(input.services, request, reply);
    reply.header('Cache-Control', 'no-store');
    return input.status();
  });
}
