import { z } from 'zod';

const PROVIDER_ID = /^[a-z0-9-]{1,32}$/;

const providerSchema = z.object({
  id: z.string().regex(PROVIDER_ID, 'id must be 1 to 32 lowercase letters, digits or hyphens'),
  name: z.string().trim().min(1, 'name must not be empty').max(60, 'name is too long'),
  issuer: z
    .string()
    .refine(
      (value) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol),
      'issuer must be an http:// or https:// URL',
    ),
  clientId: z.string().min(1, 'clientId must not be empty'),
  clientSecret: z.string().min(1).optional(),
  scope: z.string().trim().min(1).default('openid email profile'),
});

export type OidcProviderSetting = z.infer<typeof providerSchema>;

/**
 * OIDC_PROVIDERS: a JSON array of {id, name, issuer, clientId, clientSecret?, scope?}
 * (decision 122). Unset means no provider and no buttons.
 */
export const oidcProvidersSetting = z
  .string()
  .trim()
  .optional()
  .transform((text, context): unknown => {
    if (text === undefined || text === '') return [];
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of providers' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(providerSchema, { message: 'must be a JSON array of providers' })
      .refine(
        (providers) => new Set(providers.map((provider) => provider.id)).size === providers.length,
        'every provider needs its own id',
      ),
  );
