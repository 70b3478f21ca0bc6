import { getSettings, toSettingsContract } from '@souq/core/content/settings.service.ts';
import { envelope } from '../envelope.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

export const settingsQueries = {
  getSettings: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.currentCountry);
      return toSettingsContract(await getSettings(ctx), ctx.country);
    }),
} satisfies QueryResolvers;
