import { z } from 'zod';
import { instant, legacyTagAnswer } from '#server/legacy/legacy-answers.ts';

/** The `result` of each legacy profile route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** What a profile answer says of the person to anyone who may see it. */
const profileFacts = {
  guid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.looseObject({
    country_code: z.string(),
    public_format: z.string(),
  }).nullable(),
  profileImage: z.looseObject({
    url: z.string(),
  }).nullable(),
  avatar: z.looseObject({
    url: z.string(),
  }).nullable(),
  createdAt: instant,
  interests: z.array(legacyTagAnswer),
};

/** The person's ideas on a profile: the count and the latest. */
const profileIdeas = z.looseObject({
  total: z.number().int(),
  list: z.array(
    z.looseObject({
      guid: z.string(),
      name: z.string(),
      status: z.string(),
      createdAt: instant,
      campaign: z.looseObject({ slug: z.string(), name: z.string() }),
    }),
  ),
});

/** POST /profile/edit */
export const postProfileEditAnswer = z.looseObject({
  ...profileFacts,
  extraFields: z.array(z.looseObject({
    fieldid: z.string(),
    label: z.string(),
    value: z.string(),
    public: z.boolean(),
  })),
  xp: z.number().int(),
  ideas: profileIdeas,
  abilities: z.looseObject({
    editProfile: z.boolean(),
  }),
  extraFieldValues: z.record(z.string(), z.unknown()).meta({ description: "Registration answers by field id, as the site's registration fields define them (text, a choice, a boolean, or a compound field's rows)." }),
  missingRegistrationFields: z.array(z.string()),
  email: z.string(),
  status: z.string(),
  service: z.string().nullable(),
  options: z.looseObject({
    emails: z.looseObject({
      tags: z.boolean(),
      winner: z.boolean(),
      comment: z.boolean(),
      feedback: z.boolean(),
    }),
  }),
});

/** DELETE /api/users/me */
export const deleteApiUsersMeAnswer = z.looseObject({
  status: z.string(),
});

/** GET /guest/users/:guid */
export const getGuestUsersByGuidAnswer = z.looseObject({
  ...profileFacts,
  extraFields: z.union([z.record(z.string(), z.union([z.string(), z.array(z.record(z.string(), z.string()))])), z.array(z.looseObject({
    fieldid: z.string(),
    label: z.string(),
    value: z.string(),
    public: z.boolean(),
  }))]),
  xp: z.number().int(),
  ideas: profileIdeas.nullable(),
  abilities: z.looseObject({
    editProfile: z.boolean(),
  }),
});
