import { z } from 'zod';

/**
 * Every client import of zod resolves here (vite.config.ts), so this runs before any module
 * builds a schema. The page's Content-Security-Policy forbids eval: without jitless, zod probes
 * `new Function('')` as its first object schema is built, which the browser reports as a
 * policy violation.
 */
z.config({ jitless: true });

export { z };
