import { z } from 'zod';
import { instant } from '#server/legacy/legacy-answers.ts';

/** The `result` of each legacy people route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** GET /api/users (each entry), GET /api/users/:guid, PUT /api/users/:guid */
export const getApiUsersAnswer = z.looseObject({
  guid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  orgRole: z.string(),
  isOrgAdmin: z.boolean(),
  roles: z.looseObject({
    list: z.array(z.string()),
  }),
  labels: z.array(z.string()),
  description: z.string(),
  extraFields: z.record(z.string(), z.unknown()).meta({ description: "Registration answers by field id, as the site's registration fields define them (text, a choice, a boolean, or a compound field's rows)." }),
  avatar: z.looseObject({
    url: z.string(),
  }).nullable(),
  createdAt: instant,
  lastLoginAt: instant.nullable(),
  abilities: z.looseObject({
    edit: z.boolean(),
    delete: z.boolean(),
    block: z.boolean(),
  }),
});

/** DELETE /api/users/:guid, DELETE /labels/:guid */
export const deleteApiUsersByGuidAnswer = z.looseObject({
  guid: z.string(),
});

/** POST /admin/user/:guid/updatestatus */
export const postAdminUserByGuidUpdatestatusAnswer = z.looseObject({
  guid: z.string(),
  status: z.string(),
});

/** GET /users/organisation/:guid */
export const getUsersOrganisationByGuidAnswer = z.array(z.looseObject({
  guid: z.string(),
  name: z.string(),
  email: z.string(),
}));

/** POST /labels, POST /labels/:guid */
export const postLabelsAnswer = z.looseObject({
  guid: z.string(),
  name: z.string(),
});

/** GET /organisations/:guid/labels */
export const getOrganisationsByGuidLabelsAnswer = z.array(z.looseObject({
  guid: z.string(),
  name: z.string(),
}));

/** GET /roles */
export const getRolesAnswer = z.array(z.looseObject({
  slug: z.string(),
  name: z.string(),
}));
